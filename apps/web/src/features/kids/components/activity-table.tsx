import type { ActivityDay, Profile } from '@hearth/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatNumber } from '@/lib/format';
import { useActivity } from '../api/get-activity';

const DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
};

/** A day (YYYY-MM-DD) as the reader's language names it, short: its weekday, day and month. */
function dayName(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return formatDate(Date.UTC(year, month - 1, day, 12), DAY);
}

/** The table's columns after the day, in order: each day's count and its header. */
const COLUMNS: [key: Exclude<keyof ActivityDay, 'date'>, label: MessageDescriptor][] = [
  ['messages_sent', msg`Messages sent`],
  ['messages_received', msg`Messages received`],
  ['voice_minutes_sent', msg`Voice minutes sent`],
  ['voice_minutes_received', msg`Voice minutes received`],
  ['photos_sent', msg`Photos sent`],
  ['photos_received', msg`Photos received`],
  ['videos_sent', msg`Videos sent`],
  ['videos_received', msg`Videos received`],
  ['call_minutes', msg`Minutes in calls`],
];

/** The last 30 days as numbers only, newest first: how much, never what. */
export function ActivityTable({ child }: { child: Profile }) {
  const { i18n } = useLingui();
  const activity = useActivity(child.id);
  const days = [...(activity.data?.days ?? [])].reverse();
  if (days.length === 0) return null;
  const captionId = `activity-${child.id}`;
  const nickname = child.nickname;
  return (
    // Wider than a phone: the keyboard scrolls it too, so it takes focus (axe
    // scrollable-region-focusable), named by the table's caption.
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-card"
    >
      <table className="w-full text-start text-base">
        <caption id={captionId} className="text-start text-xl font-semibold">
          <Trans>{nickname}&apos;s last 30 days</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Day</Trans>
            </th>
            {COLUMNS.map(([key, label]) => (
              <th key={key} scope="col">
                {i18n._(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dayName(day.date)}</th>
              {COLUMNS.map(([key]) => (
                <td key={key}>{formatNumber(day[key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
