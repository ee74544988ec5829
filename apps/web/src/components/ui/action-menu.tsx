import * as Menu from '@radix-ui/react-dropdown-menu';
import { EllipsisVertical, type LucideIcon } from 'lucide-react';

/** A menu row: at least 48 px tall, highlighted under the pointer and the keyboard alike. */
export const menuItemClass =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-card px-4 text-base data-[highlighted]:bg-bubble';

export interface MenuAction {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  danger?: boolean;
}

interface ActionMenuProps {
  /** Names the button for screen readers: what the menu is about. */
  label: string;
  actions: MenuAction[];
}

/** The three-dot button of a card or a header, opening its actions. */
export function ActionMenu({ label, actions }: ActionMenuProps) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={label}
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-card hover:bg-bubble"
      >
        <EllipsisVertical aria-hidden="true" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-56 rounded-card bg-surface p-2 shadow-xl"
        >
          {actions.map(({ label: text, icon: Icon, onSelect, danger }) => (
            <Menu.Item
              key={text}
              className={danger ? `${menuItemClass} text-danger` : menuItemClass}
              onSelect={onSelect}
            >
              <Icon aria-hidden="true" className="size-5" />
              {text}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
