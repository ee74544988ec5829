import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Achievement } from '../api/demo-types';
import { achievementText } from '../lib/achievement-rules';
import { formatFullTime } from '../lib/relative-time';
import { BadgeIcon } from '@/components/ui/badge-icon';
import type { ReactNode } from 'react';
import { DemoDialog } from './demo-dialog';

interface AchievementsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  announcer?: ReactNode;
  achievements: Achievement[];
}

export function AchievementsDialog({
  open,
  onOpenChange,
  achievements,
  announcer,
}: AchievementsDialogProps) {
  const { t } = useLingui();
  const earned = achievements.filter((a) => a.earned).length;
  const total = achievements.length;
  return (
    <DemoDialog
      announcer={announcer}
      open={open}
      onOpenChange={onOpenChange}
      title={t`Achievements`}
      description={t`You have earned ${earned} of ${plural(total, { one: '# badge', other: '# badges' })}.`}
    >
      <ul aria-label={t`Badges`} className="flex flex-col gap-3">
        {achievements.map((a) => (
          <AchievementItem key={a.id} achievement={a} />
        ))}
      </ul>
    </DemoDialog>
  );
}

function AchievementItem({ achievement: a }: { achievement: Achievement }) {
  const { title, description } = achievementText(a);
  const date = a.earnedAt === null ? '' : formatFullTime(a.earnedAt);
  return (
    <li
      data-earned={a.earned}
      className={`flex items-center gap-4 rounded-card border-2 bg-surface p-4 ${a.earned ? 'border-success' : 'border-transparent'}`}
    >
      <span
        className={
          'flex size-14 shrink-0 items-center justify-center rounded-full ' +
          (a.earned ? 'bg-success text-white' : 'bg-bubble text-muted')
        }
      >
        <BadgeIcon icon={a.icon} className="size-7" />
      </span>
      <span className="flex flex-col">
        <span className="text-lg font-bold">{title}</span>
        <span className="text-muted">{description}</span>
        {a.earned && a.earnedAt !== null ? (
          <span className="font-semibold text-success">
            <Trans comment="a badge, and when">Earned {date}</Trans>
          </span>
        ) : (
          <span className="text-muted">
            <Trans comment="a badge">Not earned yet</Trans>
          </span>
        )}
      </span>
    </li>
  );
}
