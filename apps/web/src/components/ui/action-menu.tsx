import * as Menu from '@radix-ui/react-dropdown-menu';
import { EllipsisVertical, type LucideIcon } from 'lucide-react';
import { useEasyMode } from '@/lib/easy-mode';

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
  /** Easy mode: the actions as buttons of their own instead of a menu (a message's). */
  easyInline?: boolean;
}

/**
 * The three-dot button of a card or a header, opening its actions. In easy mode the button says
 * what it opens, or (easyInline) there is no menu: every action is a button of its own.
 */
export function ActionMenu({ label, actions, easyInline = false }: ActionMenuProps) {
  const easy = useEasyMode();
  if (easy && easyInline) {
    return (
      <div role="group" aria-label={label} className="flex w-full flex-wrap gap-2">
        {actions.map(({ label: text, icon: Icon, onSelect, danger }) => (
          <button
            key={text}
            type="button"
            onClick={onSelect}
            className={`inline-flex items-center gap-2 rounded-card border-2 px-4 font-semibold ${
              danger ? 'border-danger text-danger' : 'border-primary text-primary'
            } bg-surface`}
          >
            <Icon aria-hidden="true" className="size-6" />
            {text}
          </button>
        ))}
      </div>
    );
  }
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={label}
        className="inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center gap-2 rounded-card hover:bg-bubble easy:border-2 easy:border-primary easy:px-3 easy:font-semibold easy:text-primary"
      >
        <EllipsisVertical aria-hidden="true" />
        {easy ? <span>{label}</span> : null}
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
