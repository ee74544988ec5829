import { Plural } from '@lingui/react/macro';

/** How many messages wait unread, as a pill; nothing at all when none do. */
export function UnreadBadge({
  count: unread,
  className = '',
}: {
  count: number;
  className?: string;
}) {
  if (unread <= 0) return null;
  return (
    <span
      className={`rounded-bubble bg-primary px-3 py-1 font-semibold text-white ${className}`.trim()}
    >
      <Plural
        value={unread}
        one="# new"
        other="# new"
        comment="how many messages are not read yet"
      />
    </span>
  );
}
