import type { Profile } from '@hearth/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, Plus, Tablet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, LinkButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { useChooseProfile } from '@/lib/choose-profile';
import { useSession } from '@/lib/session';
import {
  DELETE_PROFILE_CONFIRM,
  DELETE_PROFILE_FAILED,
  useDeleteProfile,
} from '../api/delete-profile';
import { ERASE_PROFILE_CONFIRM, useEraseProfile } from '../api/erase-profile';
import { useProfiles } from '../api/get-profiles';
import { AccountData } from './account-data';
import { KeepsakeLinks } from './keepsake-links';
import { AddChildForm, AddGrandparentForm } from './add-profile-form';
import { EditProfileDialog } from './edit-profile-dialog';
import { ProfileCard } from './profile-card';

const settingsPath = (profileId: string) => `/profiles/${encodeURIComponent(profileId)}/settings`;

/** The logout control comes from the auth feature, handed in by the route. */
export function ProfilesPage({ logout }: { logout: ReactNode }) {
  const { t, i18n } = useLingui();
  const profiles = useProfiles();
  const { profile: current } = useSession();
  const navigate = useNavigate();
  const [adding, setAdding] = useState<'child' | 'grandparent' | null>(null);
  const [editing, setEditing] = useState<Profile | null>(null);
  const [deleting, setDeleting] = useState<Profile | null>(null);
  const remove = useDeleteProfile();
  const [erasing, setErasing] = useState<Profile | null>(null);
  const erase = useEraseProfile();
  // The same choice as the profile menu's: a child's card puts the device in kid mode.
  const choose = useChooseProfile();

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: () => {
        setDeleting(null);
        window.alert(i18n._(DELETE_PROFILE_FAILED));
      },
    });
  }

  const list = profiles.data ?? [];
  const hasCurrent = current !== null && list.some((p) => p.id === current.id);
  const nickname = erasing?.nickname ?? '';

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">
        <Trans>Your Profiles</Trans>
      </h1>
      {profiles.isPending ? <Spinner /> : null}
      {profiles.isError ? <FormError messages={profiles.error.message} /> : null}
      {list.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label={t`Profiles`}>
          {list.map((profile) => (
            <ProfileCard
              key={profile.id}
              profile={profile}
              active={profile.id === current?.id}
              onSelect={() => void choose(profile)}
              onEdit={() => setEditing(profile)}
              onDelete={() => setDeleting(profile)}
              // The account's first profile is the adult's own: it goes with the account.
              onErase={profile.id === list[0]?.id ? undefined : () => setErasing(profile)}
              settingsPath={profile.kind === 'child' ? undefined : settingsPath(profile.id)}
            />
          ))}
        </ul>
      ) : null}
      {adding === 'child' ? (
        <AddChildForm
          onCancel={() => setAdding(null)}
          onCreated={() => {
            setAdding(null);
            void navigate('/conversations');
          }}
        />
      ) : adding === 'grandparent' ? (
        <AddGrandparentForm
          onCancel={() => setAdding(null)}
          // Next: link the tablet and choose its settings.
          onCreated={(profile) => void navigate(settingsPath(profile.id))}
        />
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row easy:flex-col">
          <Button variant="secondary" className="flex-1" onClick={() => setAdding('child')}>
            <Plus aria-hidden="true" className="size-5" />
            <Trans>Add Child Profile</Trans>
          </Button>
          <Button variant="secondary" className="flex-1" onClick={() => setAdding('grandparent')}>
            <Tablet aria-hidden="true" className="size-5" />
            <Trans>Add a grandparent’s tablet</Trans>
          </Button>
        </div>
      )}
      <LinkButton variant="secondary" to="/stories">
        <BookOpen aria-hidden="true" className="size-5" />
        <Trans>Family Stories</Trans>
      </LinkButton>
      <div className="flex flex-wrap justify-between gap-3">
        {list.length > 0 && hasCurrent ? (
          <LinkButton to="/conversations">
            <Trans>Continue to Conversations</Trans>
          </LinkButton>
        ) : null}
        {logout}
      </div>
      {list.length > 0 ? <KeepsakeLinks /> : null}
      {list.length > 0 ? <AccountData profiles={list} /> : null}
      <EditProfileDialog profile={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={erasing !== null}
        onOpenChange={(open) => (open ? undefined : setErasing(null))}
        title={t`Erase ${nickname}`}
        message={i18n._(ERASE_PROFILE_CONFIRM)}
        confirmLabel={t`Erase All Data`}
        pending={erase.isPending}
        onConfirm={() => erasing && erase.mutate(erasing.id, { onSettled: () => setErasing(null) })}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t`Delete Profile`}
        message={i18n._(DELETE_PROFILE_CONFIRM)}
        confirmLabel={t`Delete Profile`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
