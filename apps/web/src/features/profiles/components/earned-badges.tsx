import { useLingui } from '@lingui/react/macro';
import { BadgeIcon } from '@/components/ui/badge-icon';
import { badgeText } from '@/lib/i18n/shared-texts';
import { useBadges } from '../api/get-badges';

interface EarnedBadgesProps {
  profileId: string;
  nickname: string;
  /** Inside a menu, where a list is not an allowed child: the same badges as plain text. */
  plain?: boolean;
}

/** The badges a profile has earned, each with its icon and name; nothing until the first. */
export function EarnedBadges({ profileId, nickname, plain = false }: EarnedBadgesProps) {
  const { t } = useLingui();
  const { data } = useBadges(profileId);
  const earned = Array.isArray(data) ? data.filter((badge) => badge.earned) : [];
  if (earned.length === 0) return null;
  if (plain) {
    return (
      <span className="flex flex-wrap gap-2">
        <span className="sr-only">{t`Badges of ${nickname}:`}</span>
        {earned.map((badge) => (
          <span
            key={badge.id}
            className="flex items-center gap-1 rounded-bubble bg-cream px-3 py-1 text-base font-semibold text-ink"
          >
            <BadgeIcon icon={badge.icon} className="size-5 text-primary" />
            {badgeText(badge).title}
          </span>
        ))}
      </span>
    );
  }
  return (
    <ul aria-label={t`Badges of ${nickname}`} className="flex flex-wrap gap-2 px-3 pb-2">
      {earned.map((badge) => (
        <li
          key={badge.id}
          title={badgeText(badge).description}
          className="flex items-center gap-1 rounded-bubble bg-cream px-3 py-1 text-base font-semibold"
        >
          <BadgeIcon icon={badge.icon} className="size-5 text-primary" />
          {badgeText(badge).title}
        </li>
      ))}
    </ul>
  );
}
