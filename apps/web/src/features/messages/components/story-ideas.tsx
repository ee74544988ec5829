import { Trans, useLingui } from '@lingui/react/macro';
import { STORY_PROMPTS, type StoryPrompt } from '@hearth/shared';
import { Lightbulb, X } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EasyLabel } from '@/components/ui/easy-label';
import { promptText } from '@/lib/i18n/shared-texts';

interface StoryIdeasProps {
  onChoose: (prompt: StoryPrompt) => void;
  /** Kid mode: a child does not tell the story, it asks a grown-up for it. */
  asking?: boolean;
}

/** "Story Ideas": the prompts, one of which is attached to the next message. */
export function StoryIdeasButton({ onChoose, asking = false }: StoryIdeasProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const title = asking ? t`Ask for a story` : t`Story Ideas`;
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
            ? t`Pick one: your next message asks a grown-up to tell it.`
            : t`Pick one: your next message answers it.`
        }
      >
        <ul className="flex flex-col gap-2">
          {STORY_PROMPTS.map((prompt) => {
            const text = promptText(prompt);
            return (
              <li key={prompt.id}>
                <button
                  type="button"
                  onClick={() => {
                    onChoose(prompt);
                    setOpen(false);
                  }}
                  className="flex min-h-14 w-full items-start gap-3 rounded-card bg-cream p-3 text-start hover:bg-bubble"
                >
                  <span aria-hidden="true" className="text-3xl">
                    {prompt.emoji}
                  </span>
                  <span className="flex flex-col">
                    <span className="text-lg font-semibold">{text.title}</span>
                    <span className="text-base text-muted">{text.description}</span>
                  </span>
                </button>
              </li>
            );
          })}
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
  const { t } = useLingui();
  const { title } = promptText(prompt);
  return (
    <p className="flex w-full items-center gap-2 rounded-card bg-cream px-3 py-1 text-base font-semibold">
      <span aria-hidden="true">{prompt.emoji}</span>
      <span className="flex-1">
        {asking ? <Trans>Asking for: {title}</Trans> : <Trans>Answering: {title}</Trans>}
      </span>
      <button
        type="button"
        aria-label={t`Remove the story idea`}
        onClick={onRemove}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-bubble easy:w-auto easy:gap-2 easy:px-4 easy:font-semibold"
      >
        <X aria-hidden="true" className="size-5" />
        <EasyLabel>
          {t({ message: 'Remove', comment: 'takes the story idea off the message' })}
        </EasyLabel>
      </button>
    </p>
  );
}
