import type { BadgeIcon as IconName } from '@hearth/shared';
import { BookOpen, Flame, Heart, Mic, Star, Trophy, type LucideIcon } from 'lucide-react';

const ICONS: Record<IconName, LucideIcon> = {
  trophy: Trophy,
  star: Star,
  book: BookOpen,
  flame: Flame,
  mic: Mic,
  heart: Heart,
};

export function BadgeIcon({ icon, className }: { icon: IconName; className?: string }) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden="true" className={className} />;
}
