import { STORY_PROMPTS, type StoryPrompt } from '@hearth/shared';
import { Lightbulb, X } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface StoryIdeasProps {
  onChoose: (prompt: StoryPrompt) => void;
  /** Kid mode: a child does not tell the story, it asks a grown-up for it. */
  asking?: boolean;
}

/** "Story Ideas": the prompts, one of which is attached to the next message. */
export function StoryIdeasButton({ onChoose, asking = false }: StoryIdeasProps) {
  const [open, setOpen] = useState(false);
  const title = asking ? 'Ask for a story' : 'Story Ideas';
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary', '', 'compact')}
        onClick={() => setOpen(true)}
      >
        <Lightbulb aria-hidden="true" className="size-5" />
        {title}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={
          asking
            ? 'Pick one: your next message asks a grown-up to tell it.'
            : 'Pick one: your next message answers it.'
        }
      >
        <ul className="flex flex-col gap-2">
          {STORY_PROMPTS.map((prompt) => (
            <li key={prompt.id}>
              <button
                type="button"
                onClick={() => {
                  onChoose(prompt);
                  setOpen(false);
                }}
                className="flex min-h-14 w-full items-start gap-3 rounded-card bg-cream p-3 text-left hover:bg-bubble"
              >
                <span aria-hidden="true" className="text-3xl">
                  {prompt.emoji}
                </span>
                <span className="flex flex-col">
                  <span className="text-lg font-semibold">{prompt.title}</span>
                  <span className="text-base text-muted">{prompt.description}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}

/** The prompt the next message will carry, with a way to take it off. */
export function ChosenPrompt({
  prompt,
  onRemove,
  asking = false,
}: {
  prompt: StoryPrompt;
  onRemove: () => void;
  asking?: boolean;
}) {
  return (
    <p className="flex w-full items-center gap-2 rounded-card bg-cream px-3 py-1 text-base font-semibold">
      <span aria-hidden="true">{prompt.emoji}</span>
      <span className="flex-1">
        {asking ? 'Asking for' : 'Answering'}: {prompt.title}
      </span>
      <button
        type="button"
        aria-label="Remove the story idea"
        onClick={onRemove}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-bubble"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </p>
  );
}
