import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { DemoMessage, DemoRole } from '../api/demo-types';
import { useNow } from '../hooks/use-now';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  messages: DemoMessage[] | null;
  role: DemoRole;
}

export function MessageList({ messages, role }: MessageListProps) {
  const { t } = useLingui();
  const now = useNow();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const count = messages?.length ?? 0;

  // Keep the newest message in view as the chat grows, as any messenger does,
  // scrolling only the list so the page (title, role toggle) does not jump.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [count]);

  return (
    // Focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
    <div
      ref={scrollerRef}
      tabIndex={0}
      role="region"
      aria-label={t`Messages`}
      className="relative max-h-[55dvh] min-h-64 overflow-y-auto rounded-card p-1 sm:max-h-[60vh]"
    >
      <MessageListBody messages={messages} role={role} now={now} />
    </div>
  );
}

function MessageListBody({ messages, role, now }: MessageListProps & { now: number }) {
  if (messages === null) {
    return (
      <p role="status" className="py-8 text-center text-muted">
        <Trans>Loading messages...</Trans>
      </p>
    );
  }

  if (messages.length === 0) {
    return (
      <div className="py-8 text-center">
        <p className="text-5xl" aria-hidden="true">
          💬
        </p>
        <p>
          <Trans>Say hello! Type a message or record your voice below.</Trans>
        </p>
      </div>
    );
  }

  return (
    <ol className="flex flex-col gap-4">
      {messages.map((message) => (
        <MessageBubble key={message.id} message={message} role={role} now={now} />
      ))}
    </ol>
  );
}
