import type { MessagePrompt } from '@hearth/shared';

/** The story prompt a message answers or asks with, shown above it: "🏡 The house I grew up in". */
export function PromptCard({ prompt }: { prompt: MessagePrompt }) {
  return (
    <p className="max-w-[85%] rounded-card border-2 border-primary/40 bg-cream px-4 py-2 text-base font-semibold">
      <span aria-hidden="true" className="mr-2">
        {prompt.emoji}
      </span>
      <span className="sr-only">Story prompt: </span>
      {prompt.title}
    </p>
  );
}
