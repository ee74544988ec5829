import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as Menu from '@radix-ui/react-dropdown-menu';
import {
  Bug,
  ChevronDown,
  Frame,
  Images,
  Lock,
  LogOut,
  PhoneIncoming,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import { menuItemClass } from '@/components/ui/action-menu';
import { useLogout } from '@/features/auth/api/logout';
import { albumPath } from '@/lib/album-path';
import { useConversations } from '@/features/conversations/api/get-conversations';
import { useProfiles } from '@/features/profiles/api/get-profiles';
import { EarnedBadges } from '@/features/profiles/components/earned-badges';
import { useWaitingApprovals } from '@/lib/approvals';
import { useAppBadge, useUnreadTotal } from '@/lib/unread-total';
import { useKidMode } from '@/lib/kid-mode';
import { useChooseProfile } from '@/lib/choose-profile';
import { intlLocale } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/** Loaded only once someone is signed in, so the landing page does not carry it. */
export default function ProfileMenu() {
  const { t } = useLingui();
  const { profile, user } = useSession();
  const profiles = useProfiles();
  const logout = useLogout();
  const navigate = useNavigate();
  const kidMode = useKidMode();
  const choose = useChooseProfile();
  const list = profiles.data ?? [];
  const others = list.filter((p) => p.id !== profile?.id);
  const name =
    profile?.nickname ??
    user?.email_address ??
    t({ message: 'Account', comment: "the profile menu's name when no profile is chosen yet" });
  // The current profile's unread messages, kept live by the realtime socket.
  // Over every conversation (the server's total), not only the rows loaded.
  const unread = useUnreadTotal(profile?.id, useConversations(profile?.id).data);
  useAppBadge(unread);
  // Someone waiting for a yes before a child hears them: the parent sees it from any screen.
  const waiting = useWaitingApprovals().length;
  // One spoken name, a whole sentence per case, so that each language orders it as it needs.
  const spoken =
    unread > 0 && waiting > 0
      ? t`${name}, profile menu, ${plural(unread, { one: '# unread message', other: '# unread messages' })}, ${plural(waiting, { one: '# waits for your yes', other: '# wait for your yes' })}`
      : unread > 0
        ? t`${name}, profile menu, ${plural(unread, { one: '# unread message', other: '# unread messages' })}`
        : waiting > 0
          ? t`${name}, profile menu, ${plural(waiting, { one: '# waits for your yes', other: '# wait for your yes' })}`
          : t`${name}, profile menu`;
  const count = new Intl.NumberFormat(intlLocale());

  return (
    <Menu.Root modal={false}>
      {/* Named by its content, which begins with the name shown (WCAG 2.5.3, label in name). An
          aria-label made the avatar's initial and the count badge visible text outside the name,
          so the initial was read first; one spoken label, shown parts hidden, keeps the order. */}
      <Menu.Trigger className="inline-flex min-h-12 max-w-[55vw] min-w-0 items-center gap-2 sm:max-w-64 rounded-bubble border-2 border-primary bg-surface px-3 font-semibold">
        <span
          aria-hidden="true"
          className="relative inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-white"
        >
          {name.slice(0, 1).toUpperCase()}
          {unread > 0 ? (
            <span className="absolute -end-3 -top-2 min-w-6 rounded-bubble border-2 border-surface bg-danger px-1 text-center text-[0.89rem] leading-5 font-bold text-white">
              {unread > 99 ? `${count.format(99)}+` : count.format(unread)}
            </span>
          ) : null}
        </span>
        <span aria-hidden="true" dir="auto" className="truncate">
          {name}
        </span>
        {waiting > 0 ? (
          <span
            aria-hidden="true"
            className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-kid text-[0.89rem] font-bold text-white"
          >
            {count.format(waiting)}
          </span>
        ) : null}
        <span className="sr-only">{spoken}</span>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-64 rounded-card bg-surface p-2 shadow-xl"
        >
          {profile && !kidMode ? (
            // A menu holds menu items, groups and labels only (axe aria-required-children).
            <Menu.Label className="px-3 pb-2 empty:hidden">
              <EarnedBadges profileId={profile.id} nickname={profile.nickname} plain />
            </Menu.Label>
          ) : null}
          {kidMode ? (
            // Everything else is the grown-up's: the family PIN leads back to it.
            <Menu.Item className={menuItemClass} onSelect={() => void navigate('/profiles')}>
              <Lock aria-hidden="true" className="size-5" />
              <Trans>Leave kid mode</Trans>
            </Menu.Item>
          ) : null}
          {profile ? (
            // A child too: their album holds only what their approved conversations carry.
            <Menu.Item
              className={menuItemClass}
              onSelect={() => void navigate(albumPath(profile.id))}
            >
              <Images aria-hidden="true" className="size-5" />
              <Trans>Family album</Trans>
            </Menu.Item>
          ) : null}
          {profile && profile.kind !== 'child' ? (
            // The album as a slideshow, full screen: a tablet on a stand, for anyone.
            <Menu.Item className={menuItemClass} onSelect={() => void navigate('/frame')}>
              <Frame aria-hidden="true" className="size-5" />
              <Trans>Hearth Frame</Trans>
            </Menu.Item>
          ) : null}
          {!kidMode && list.length > 1 && others.length > 0 ? (
            <Menu.Group aria-label={t`Switch profile`}>
              <Menu.Label className="px-4 py-1 text-base text-muted">
                <Trans>Switch profile</Trans>
              </Menu.Label>
              {/* A family with many children still sees the rest of the menu. */}
              <div className="max-h-40 overflow-y-auto">
                {others.map((other) => (
                  <Menu.Item
                    key={other.id}
                    className={menuItemClass}
                    // A child's puts this device in kid mode: the child's session only.
                    onSelect={() => void choose(other)}
                  >
                    <span dir="auto">{other.nickname}</span>
                  </Menu.Item>
                ))}
              </div>
              <Menu.Separator className="my-1 h-px bg-bubble" />
            </Menu.Group>
          ) : null}
          {kidMode ? null : (
            <>
              {profile && profile.kind !== 'child' ? (
                <Menu.Item
                  className={menuItemClass}
                  onSelect={() =>
                    void navigate(`/profiles/${encodeURIComponent(profile.id)}/calls`)
                  }
                >
                  <PhoneIncoming aria-hidden="true" className="size-5" />
                  <Trans>Answering calls</Trans>
                </Menu.Item>
              ) : null}
              <Menu.Item className={menuItemClass} onSelect={() => void navigate('/profiles')}>
                <Users aria-hidden="true" className="size-5" />
                <Trans>Manage profiles</Trans>
              </Menu.Item>
              <Menu.Item className={menuItemClass} onSelect={() => void navigate('/kids')}>
                <ShieldCheck aria-hidden="true" className="size-5" />
                <Trans comment="the menu item of the parent's page for their children">
                  Children
                </Trans>
                {waiting > 0 ? (
                  <span className="ms-auto rounded-bubble bg-kid px-2 text-white">
                    <Plural
                      value={waiting}
                      one="# waiting"
                      other="# waiting"
                      comment="how many messages wait for the parent's yes before a child hears them"
                    />
                  </span>
                ) : null}
              </Menu.Item>
              <Menu.Item className={menuItemClass} onSelect={() => void navigate('/debug')}>
                <Bug aria-hidden="true" className="size-5" />
                <Trans>Debug</Trans>
              </Menu.Item>
              <Menu.Item
                className={menuItemClass}
                onSelect={() =>
                  logout.mutate(undefined, { onSettled: () => void navigate('/login') })
                }
              >
                <LogOut aria-hidden="true" className="size-5" />
                <Trans>Logout</Trans>
              </Menu.Item>
            </>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
