import type { Profile } from '@hearth/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eraser, Pencil, Settings, Trash2 } from 'lucide-react';
import { ActionMenu } from '@/components/ui/action-menu';
import { LinkButton } from '@/components/ui/button';
import { EarnedBadges } from './earned-badges';

interface ProfileCardProps {
  profile: Profile;
  active: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Erasing everything a profile sent: offered for the family's other profiles. */
  onErase?: () => void;
  /** Easy mode and, for a grandparent, the tablet and its frame: not for a child's profile. */
  settingsPath?: string;
}

export function ProfileCard(props: ProfileCardProps) {
  const { profile, active, onSelect, onEdit, onDelete, onErase, settingsPath } = props;
  const { t } = useLingui();
  const { nickname } = profile;
  return (
    <li
      className={`flex flex-col rounded-card bg-surface p-2 shadow-sm ${active ? 'ring-2 ring-primary' : ''}`}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onSelect}
          className="flex min-h-14 flex-1 items-center gap-4 rounded-card px-3 text-start hover:bg-cream"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-white"
          >
            {nickname.slice(0, 1).toUpperCase()}
          </span>
          <span dir="auto" className="flex-1 text-lg font-semibold break-words">
            {nickname}
          </span>
          {active ? (
            <span className="rounded-bubble bg-success px-3 py-1 text-base font-semibold text-white">
              <Trans>Active</Trans>
            </span>
          ) : null}
        </button>
        <ActionMenu
          label={t`Options for ${nickname}`}
          actions={[
            { label: t`Edit Profile`, icon: Pencil, onSelect: onEdit },
            { label: t`Delete Profile`, icon: Trash2, onSelect: onDelete, danger: true },
            ...(onErase
              ? [{ label: t`Erase All Data`, icon: Eraser, onSelect: onErase, danger: true }]
              : []),
          ]}
        />
      </div>
      {profile.kind === 'assisted' ? (
        <p className="px-3 text-base text-muted">
          <Trans>A grandparent’s tablet</Trans>
        </p>
      ) : null}
      {settingsPath ? (
        <LinkButton to={settingsPath} variant="ghost" size="compact" className="self-start">
          <Settings aria-hidden="true" className="size-5" />
          <Trans>Settings for {nickname}</Trans>
        </LinkButton>
      ) : null}
      <EarnedBadges profileId={profile.id} nickname={nickname} />
    </li>
  );
}
