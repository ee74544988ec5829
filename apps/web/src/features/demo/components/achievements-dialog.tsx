import type { Achievement } from '../api/demo-types';
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
  const earnedCount = achievements.filter((a) => a.earned).length;
  return (
    <DemoDialog
      announcer={announcer}
      open={open}
      onOpenChange={onOpenChange}
      title="Achievements"
      description={`You have earned ${earnedCount} of ${achievements.length} badges.`}
    >
      <ul aria-label="Badges" className="flex flex-col gap-3">
        {achievements.map((a) => (
          <li
            key={a.id}
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
              <span className="text-lg font-bold">{a.title}</span>
              <span className="text-muted">{a.description}</span>
              {a.earned && a.earnedAt !== null ? (
                <span className="font-semibold text-success">
                  Earned {formatFullTime(a.earnedAt)}
                </span>
              ) : (
                <span className="text-muted">Not earned yet</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </DemoDialog>
  );
}
