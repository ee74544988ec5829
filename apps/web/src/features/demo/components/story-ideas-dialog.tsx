import { useLingui } from '@lingui/react/macro';
import { promptText } from '@/lib/i18n/shared-texts';
import type { StoryPrompt } from '../api/demo-types';
import { STORY_PROMPTS } from '../data/story-prompts';
import type { ReactNode } from 'react';
import { DemoDialog } from './demo-dialog';

interface StoryIdeasDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  announcer?: ReactNode;
  onChoose: (prompt: StoryPrompt) => void;
}

export function StoryIdeasDialog({
  open,
  onOpenChange,
  onChoose,
  announcer,
}: StoryIdeasDialogProps) {
  const { t } = useLingui();
  return (
    <DemoDialog
      announcer={announcer}
      open={open}
      onOpenChange={onOpenChange}
      title={t`Story Ideas`}
      description={t`Not sure what to say? Pick an idea and we will start the message for you.`}
    >
      <ul aria-label={t`Ideas`} className="grid gap-3 sm:grid-cols-2">
        {STORY_PROMPTS.map((prompt) => {
          const { title, description } = promptText(prompt);
          return (
            <li key={prompt.id}>
              <button
                type="button"
                onClick={() => onChoose(prompt)}
                className="flex h-full w-full items-start gap-3 rounded-card bg-surface p-4 text-start shadow-sm hover:bg-bubble"
              >
                <span aria-hidden="true" className="text-4xl">
                  {prompt.emoji}
                </span>
                <span className="flex flex-col">
                  <span className="text-lg font-bold">{title}</span>
                  <span className="text-muted">{description}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </DemoDialog>
  );
}
