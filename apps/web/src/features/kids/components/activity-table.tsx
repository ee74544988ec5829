import type { Profile } from '@hearth/shared';
import { Trans } from '@lingui/react/macro';
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

/** The last 30 days as numbers only, newest first: how much, never what. */
export function ActivityTable({ child }: { child: Profile }) {
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
            <th scope="col">
              <Trans>Messages sent</Trans>
            </th>
            <th scope="col">
              <Trans>Messages received</Trans>
            </th>
            <th scope="col">
              <Trans>Voice minutes sent</Trans>
            </th>
            <th scope="col">
              <Trans>Voice minutes received</Trans>
            </th>
            <th scope="col">
              <Trans>Photos sent</Trans>
            </th>
            <th scope="col">
              <Trans>Photos received</Trans>
            </th>
            <th scope="col">
              <Trans>Videos sent</Trans>
            </th>
            <th scope="col">
              <Trans>Videos received</Trans>
            </th>
            <th scope="col">
              <Trans>Minutes in calls</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dayName(day.date)}</th>
              <td>{formatNumber(day.messages_sent)}</td>
              <td>{formatNumber(day.messages_received)}</td>
              <td>{formatNumber(day.voice_minutes_sent)}</td>
              <td>{formatNumber(day.voice_minutes_received)}</td>
              <td>{formatNumber(day.photos_sent)}</td>
              <td>{formatNumber(day.photos_received)}</td>
              <td>{formatNumber(day.videos_sent)}</td>
              <td>{formatNumber(day.videos_received)}</td>
              <td>{formatNumber(day.call_minutes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
