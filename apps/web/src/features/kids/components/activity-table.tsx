import type { Profile } from '@hearth/shared';
import { useActivity } from '../api/get-activity';

const dayName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** The last 30 days as numbers only, newest first: how much, never what. */
export function ActivityTable({ child }: { child: Profile }) {
  const activity = useActivity(child.id);
  const days = [...(activity.data?.days ?? [])].reverse();
  if (days.length === 0) return null;
  const captionId = `activity-${child.id}`;
  return (
    // Wider than a phone: the keyboard scrolls it too, so it takes focus (axe
    // scrollable-region-focusable), named by the table's caption.
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-card"
    >
      <table className="w-full text-left text-base">
        <caption id={captionId} className="text-left text-xl font-semibold">
          {child.nickname}&apos;s last 30 days
        </caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Messages sent</th>
            <th scope="col">Messages received</th>
            <th scope="col">Voice minutes sent</th>
            <th scope="col">Voice minutes received</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dayName(day.date)}</th>
              <td>{day.messages_sent}</td>
              <td>{day.messages_received}</td>
              <td>{day.voice_minutes_sent}</td>
              <td>{day.voice_minutes_received}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
