import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { DemoRole } from '../api/demo-types';
import { DEMO_NAMES } from '../api/demo-names';

const ROLES: { role: DemoRole; emoji: string; label: MessageDescriptor }[] = [
  { role: 'kid', emoji: '🧒', label: msg({ message: 'Kid', comment: 'who is using the demo' }) },
  {
    role: 'grandparent',
    emoji: '👵',
    label: msg({ message: 'Grandparent', comment: 'who is using the demo' }),
  },
];

/** Native radio buttons under the pills, so arrow keys and screen readers work without extra code. */
export function RoleToggle({
  role,
  onChange,
}: {
  role: DemoRole;
  onChange: (role: DemoRole) => void;
}) {
  const { _ } = useLingui();
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-semibold">
        <Trans>Who is using Hearth?</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:gap-3">
        {ROLES.map((r) => {
          const checked = r.role === role;
          const name = _(DEMO_NAMES[r.role]);
          const colours = r.role === 'kid' ? 'bg-kid border-kid' : 'bg-primary border-primary';
          return (
            <label
              key={r.role}
              className={
                'relative flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-bubble border-2 px-3 py-1 sm:flex-row sm:gap-2 sm:px-5 sm:py-0 text-lg font-semibold ' +
                'transition-colors duration-150 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 ' +
                'has-[:focus-visible]:outline-focus ' +
                (checked
                  ? `${colours} text-white`
                  : 'border-muted bg-surface text-ink hover:bg-bubble')
              }
            >
              <input
                type="radio"
                name="demo-role"
                value={r.role}
                checked={checked}
                onChange={() => onChange(r.role)}
                className="sr-only"
              />
              <span aria-hidden="true">{r.emoji}</span>
              {_(r.label)}
              <span className="sr-only">
                <Trans comment="the demo person's name after the role, as in Kid (Sam)">
                  ({name})
                </Trans>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
