import { Trans } from '@lingui/react/macro';
import type { MessagePrompt } from '@hearth/shared';
import { promptText } from '@/lib/i18n/shared-texts';

/** The story prompt a message answers or asks with, shown above it: "🏡 The house I grew up in". */
export function PromptCard({ prompt }: { prompt: MessagePrompt }) {
  const { title } = promptText(prompt);
  return (
    <p className="max-w-[85%] rounded-card border-2 border-primary/40 bg-cream px-4 py-2 text-base font-semibold">
      <span aria-hidden="true" className="me-2">
        {prompt.emoji}
      </span>
      <Trans comment="the first part is read by screen readers only">
        <span className="sr-only">Story prompt: </span>
        {title}
      </Trans>
    </p>
  );
}
