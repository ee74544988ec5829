import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { BookOpen, Medal, Mic, ShieldCheck, type LucideIcon } from 'lucide-react';

const FEATURES: { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: Mic,
    title: msg`Voice Messages`,
    text: msg`Hear each other’s voices. A grandchild can send a hello before they can spell it.`,
  },
  {
    icon: BookOpen,
    title: msg`Story Prompts`,
    text: msg`Gentle ideas to get grandparents telling the stories only they remember.`,
  },
  {
    icon: Medal,
    title: msg`Milestone Badges`,
    text: msg`Little celebrations for first messages, favourite stories and staying in touch.`,
  },
  {
    icon: ShieldCheck,
    title: msg`Safe & Simple`,
    text: msg`Child profiles run by a parent, family-only conversations, and never any ads.`,
  },
];

export function FeatureCards() {
  const { _ } = useLingui();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title.id} className="flex flex-col gap-2 rounded-card bg-surface p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-card bg-cream text-primary">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <h3 className="text-xl font-bold">{_(title)}</h3>
          <p className="text-muted">{_(text)}</p>
        </li>
      ))}
    </ul>
  );
}
