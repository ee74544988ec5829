import { BadgeIcon } from '@/components/ui/badge-icon';
import { useBadges } from '../api/get-badges';

interface EarnedBadgesProps {
  profileId: string;
  nickname: string;
  /** Inside a menu, where a list is not an allowed child: the same badges as plain text. */
  plain?: boolean;
}

/** The badges a profile has earned, each with its icon and name; nothing until the first. */
export function EarnedBadges({ profileId, nickname, plain = false }: EarnedBadgesProps) {
  const { data } = useBadges(profileId);
  const earned = Array.isArray(data) ? data.filter((badge) => badge.earned) : [];
  if (earned.length === 0) return null;
  if (plain) {
    return (
      <span className="flex flex-wrap gap-2">
        <span className="sr-only">{`Badges of ${nickname}:`}</span>
        {earned.map((badge) => (
          <span
            key={badge.id}
            className="flex items-center gap-1 rounded-bubble bg-cream px-3 py-1 text-base font-semibold text-ink"
          >
            <BadgeIcon icon={badge.icon} className="size-5 text-primary" />
            {badge.title}
          </span>
        ))}
      </span>
    );
  }
  return (
    <ul aria-label={`Badges of ${nickname}`} className="flex flex-wrap gap-2 px-3 pb-2">
      {earned.map((badge) => (
        <li
          key={badge.id}
          title={badge.description}
          className="flex items-center gap-1 rounded-bubble bg-cream px-3 py-1 text-base font-semibold"
        >
          <BadgeIcon icon={badge.icon} className="size-5 text-primary" />
          {badge.title}
        </li>
      ))}
    </ul>
  );
}
