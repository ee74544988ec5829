import type { Profile } from '@hearth/shared';
import { Eraser, Pencil, Trash2 } from 'lucide-react';
import { ActionMenu } from '@/components/ui/action-menu';
import { EarnedBadges } from './earned-badges';

interface ProfileCardProps {
  profile: Profile;
  active: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Erasing everything a profile sent: offered for the family's other profiles. */
  onErase?: () => void;
}

export function ProfileCard(props: ProfileCardProps) {
  const { profile, active, onSelect, onEdit, onDelete, onErase } = props;
  return (
    <li
      className={`flex flex-col rounded-card bg-surface p-2 shadow-sm ${active ? 'ring-2 ring-primary' : ''}`}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onSelect}
          className="flex min-h-14 flex-1 items-center gap-4 rounded-card px-3 text-left hover:bg-cream"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-white"
          >
            {profile.nickname.slice(0, 1).toUpperCase()}
          </span>
          <span className="flex-1 text-lg font-semibold break-words">{profile.nickname}</span>
          {active ? (
            <span className="rounded-bubble bg-success px-3 py-1 text-base font-semibold text-white">
              Active
            </span>
          ) : null}
        </button>
        <ActionMenu
          label={`Options for ${profile.nickname}`}
          actions={[
            { label: 'Edit Profile', icon: Pencil, onSelect: onEdit },
            { label: 'Delete Profile', icon: Trash2, onSelect: onDelete, danger: true },
            ...(onErase
              ? [{ label: 'Erase All Data', icon: Eraser, onSelect: onErase, danger: true }]
              : []),
          ]}
        />
      </div>
      <EarnedBadges profileId={profile.id} nickname={profile.nickname} />
    </li>
  );
}
