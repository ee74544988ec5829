import { BookOpen, Medal, Mic, ShieldCheck, type LucideIcon } from 'lucide-react';

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Mic,
    title: 'Voice Messages',
    text: 'Hear each other’s voices. A grandchild can send a hello before they can spell it.',
  },
  {
    icon: BookOpen,
    title: 'Story Prompts',
    text: 'Gentle ideas to get grandparents telling the stories only they remember.',
  },
  {
    icon: Medal,
    title: 'Milestone Badges',
    text: 'Little celebrations for first messages, favourite stories and staying in touch.',
  },
  {
    icon: ShieldCheck,
    title: 'Safe & Simple',
    text: 'Child profiles run by a parent, family-only conversations, and never any ads.',
  },
];

export function FeatureCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex flex-col gap-2 rounded-card bg-surface p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-card bg-cream text-primary">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <h3 className="text-xl font-bold">{title}</h3>
          <p className="text-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}
