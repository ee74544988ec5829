import { Trans, useLingui } from '@lingui/react/macro';
import { Mic, RotateCw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { messagePreview } from '@/lib/message-preview';
import type { OutboxItem } from '@/lib/realtime/outbox';
import { Bubble } from './message-bubble';

interface PendingFooterProps {
  item: { status: 'sending' | 'failed'; waiting?: boolean };
  online: boolean;
  /** What the message is, for the Discard button's accessible name. */
  what: string;
  onRetry: () => void;
  onDiscard: () => void;
}

/** Sending, waiting for the network, or not sent with Retry and Discard. */
export function PendingFooter({ item, online, what, onRetry, onDiscard }: PendingFooterProps) {
  const { t } = useLingui();
  if (item.status === 'failed') {
    const preview = what.slice(0, 40);
    return (
      <span className="flex flex-wrap items-center justify-end gap-2">
        <span className="font-semibold text-danger">
          <Trans>Not sent</Trans>
        </span>
        <Button variant="secondary" size="compact" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-5" />
          <Trans>Retry</Trans>
        </Button>
        <Button
          variant="ghost"
          size="compact"
          aria-label={t`Discard unsent message: ${preview}`}
          onClick={onDiscard}
        >
          <Trash2 aria-hidden="true" className="size-5" />
          <Trans>Discard</Trans>
        </Button>
      </span>
    );
  }
  const waiting = item.waiting === true || !online;
  return (
    <span className="text-base text-muted">
      {waiting ? <Trans>Waiting for connection…</Trans> : <Trans>Sending…</Trans>}
    </span>
  );
}

interface PendingBubbleProps {
  item: OutboxItem;
  nickname: string;
  online: boolean;
  onRetry: () => void;
  onDiscard: () => void;
}

/**
 * A message of ours the server has not confirmed yet. It stays on screen, with its text or its
 * recording's length, until it is sent or the writer discards it: a failure never loses what
 * was written or recorded.
 */
export function PendingBubble({ item, nickname, online, onRetry, onDiscard }: PendingBubbleProps) {
  // The recording plays once it is stored: until then its length stands for it.
  const voice =
    item.kind === 'voice' ? messagePreview({ kind: 'voice', content: '', audio: item }) : null;
  return (
    <Bubble
      nickname={nickname}
      content={item.content}
      own
      media={
        voice ? (
          <span className="flex items-center gap-2 font-semibold">
            <Mic aria-hidden="true" className="size-5" />
            {voice}
          </span>
        ) : undefined
      }
      footer={
        <PendingFooter
          item={item}
          online={online}
          what={voice ?? item.content}
          onRetry={onRetry}
          onDiscard={onDiscard}
        />
      }
    />
  );
}
