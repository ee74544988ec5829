import { Trans, useLingui } from '@lingui/react/macro';
import type { Message, MessageReplyTo } from '@hearth/shared';
import { X } from 'lucide-react';
import { EasyLabel } from '@/components/ui/easy-label';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { messagePreview } from '@/lib/message-preview';

/** The quote a reply carries, made from the message being answered (before the server has it). */
export function replyToOf(message: Message): MessageReplyTo {
  return {
    id: message.id,
    sender: message.profile,
    kind: message.kind,
    preview: messagePreview(message).slice(0, 100),
  };
}

interface ReplyQuoteProps {
  replyTo: MessageReplyTo;
  /** In a sent reply: scrolls to the original. */
  onJump?: (messageId: string) => void;
  /** Above the composer: takes the quote away. */
  onRemove?: () => void;
}

/** Who wrote the message answered and its first line; the server's preview is text, never HTML. */
export function ReplyQuote({ replyTo, onJump, onRemove }: ReplyQuoteProps) {
  const { t } = useLingui();
  const sender = replyTo.sender.nickname;
  const body = (
    <>
      <span dir="auto" className="block font-semibold">
        {sender}
      </span>
      <span dir="auto" className="line-clamp-2 block">
        {sharedSentence(replyTo.preview)}
      </span>
    </>
  );
  const box = 'min-w-0 flex-1 border-s-4 border-primary ps-3 text-start text-base';
  return (
    <div className="flex w-full max-w-[85%] items-center gap-2 rounded-card bg-cream p-2 text-ink">
      {onJump ? (
        // Named by what it shows, after a hidden lead-in (WCAG 2.5.3: the visible words are
        // part of the name, so that voice control finds the quote by them).
        <button
          type="button"
          onClick={() => onJump(replyTo.id)}
          className={`${box} min-h-11 rounded-card hover:bg-bubble`}
        >
          <span className="sr-only">{t`Go to the message this answers:`}</span>
          {body}
        </button>
      ) : (
        <div className={box}>
          <span className="sr-only">
            <Trans>Replying to</Trans>
          </span>
          {body}
        </div>
      )}
      {onRemove ? (
        <button
          type="button"
          aria-label={t`Do not reply to this message`}
          onClick={onRemove}
          className="inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center gap-2 rounded-card hover:bg-bubble easy:px-3 easy:font-semibold"
        >
          <X aria-hidden="true" />
          <EasyLabel>{t`Do not reply to this message`}</EasyLabel>
        </button>
      ) : null}
    </div>
  );
}
