import type { Message } from '@hearth/shared';
import { Check } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { formatTime } from '@/lib/time-format';

interface BubbleProps {
  nickname: string;
  content: string;
  own: boolean;
  /** Under the bubble: the time, a sent tick, or the state of a message still in the outbox. */
  footer: ReactNode;
}

/** Content is rendered as text: React escapes it, so a message can never inject markup. */
export function Bubble({ nickname, content, own, footer }: BubbleProps) {
  return (
    <li className={`flex flex-col gap-1 ${own ? 'items-end' : 'items-start'}`}>
      <span className="text-base font-semibold text-muted">{nickname}</span>
      <p
        className={`max-w-[85%] rounded-bubble px-4 py-2 whitespace-pre-wrap break-words ${
          own ? 'bg-primary text-white' : 'bg-bubble text-ink'
        }`}
      >
        {content}
      </p>
      {footer}
    </li>
  );
}

/**
 * Memoized: a message never changes once sent, and the page re-renders on every scroll that
 * crosses the bottom, every typing notice and every outbox change.
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  own,
}: {
  message: Message;
  own: boolean;
}) {
  return (
    <Bubble
      nickname={message.profile.nickname}
      content={message.content}
      own={own}
      footer={
        <span className="flex items-center gap-1 text-base text-muted">
          <time dateTime={message.created_at}>{formatTime(message.created_at)}</time>
          {own ? (
            <Check aria-label="Sent" role="img" className="size-5 text-success" strokeWidth={3} />
          ) : null}
        </span>
      }
    />
  );
});
