import * as Menu from '@radix-ui/react-dropdown-menu';
import type { Profile } from '@hearth/shared';
import { EllipsisVertical, Pencil, Trash2 } from 'lucide-react';

interface ProfileCardProps {
  profile: Profile;
  active: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

const itemClass =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-card px-4 text-base data-[highlighted]:bg-bubble';

export function ProfileCard({ profile, active, onSelect, onEdit, onDelete }: ProfileCardProps) {
  return (
    <li
      className={`flex items-center gap-2 rounded-card bg-surface p-2 shadow-sm ${active ? 'ring-2 ring-primary' : ''}`}
    >
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
      <Menu.Root modal={false}>
        <Menu.Trigger
          aria-label={`Options for ${profile.nickname}`}
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-card hover:bg-bubble"
        >
          <EllipsisVertical aria-hidden="true" />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-48 rounded-card bg-surface p-2 shadow-xl"
          >
            <Menu.Item className={itemClass} onSelect={onEdit}>
              <Pencil aria-hidden="true" className="size-5" />
              Edit Profile
            </Menu.Item>
            <Menu.Item className={`${itemClass} text-danger`} onSelect={onDelete}>
              <Trash2 aria-hidden="true" className="size-5" />
              Delete Profile
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </li>
  );
}
