import { useLingui as useActiveLanguage } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useEasyMode } from '@/lib/easy-mode';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { lookOf, outboxOf } from '@/lib/message-kinds';
import type { OutboxItem } from '@/lib/realtime/outbox';
import { Bubble } from './message-bubble';
import { pendingMedia } from './kind-media';

interface PendingFooterProps {
  item: Pick<OutboxItem, 'status' | 'waiting' | 'failure' | 'kind'>;
  online: boolean;
  /** What the message is, for the Discard button's accessible name. */
  what: string;
  onRetry: () => void;
  onDiscard: () => void;
}

/**
 * Sending, waiting for the network (photos and videos can be cancelled meanwhile), or not sent
 * with the server's reason, Retry and Discard.
 */
export function PendingFooter({ item, online, what, onRetry, onDiscard }: PendingFooterProps) {
  const { t } = useLingui();
  // Easy mode asks before anything is thrown away.
  const easy = useEasyMode();
  const [asking, setAsking] = useState(false);
  if (item.status === 'failed') {
    const preview = what.slice(0, 40);
    return (
      <span className="flex flex-wrap items-center justify-end gap-2">
        <span className="font-semibold text-danger">
          <Trans>Not sent</Trans>
        </span>
        {item.failure ? (
          <span className="w-full text-end text-danger">
            {sharedSentence(item.failure.error, item.failure.code)}
          </span>
        ) : null}
        <Button variant="secondary" size="compact" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-5" />
          <Trans>Retry</Trans>
        </Button>
        <Button
          variant="ghost"
          size="compact"
          aria-label={t`Discard unsent message: ${preview}`}
          onClick={easy ? () => setAsking(true) : onDiscard}
        >
          <Trash2 aria-hidden="true" className="size-5" />
          <Trans>Discard</Trans>
        </Button>
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={t`Discard this message?`}
          message={t`It was not sent. It will be gone from this device.`}
          confirmLabel={t`Discard`}
          onConfirm={() => {
            setAsking(false);
            onDiscard();
          }}
        />
      </span>
    );
  }
  const waiting = item.waiting === true || !online;
  const cancellable = lookOf(item.kind).outbox?.cancellable === true;
  return (
    <span className="flex flex-wrap items-center justify-end gap-2 text-base text-muted">
      {waiting ? <Trans>Waiting for connection…</Trans> : <Trans>Sending…</Trans>}
      {cancellable ? (
        <Button
          variant="ghost"
          size="compact"
          aria-label={t`Cancel sending: ${what}`}
          onClick={onDiscard}
        >
          <X aria-hidden="true" className="size-5" />
          <Trans>Cancel</Trans>
        </Button>
      ) : null}
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
 * A message of ours the server has not confirmed yet. It stays on screen, with its text, its
 * recording's length or its photos from this device, until it is sent or the writer discards
 * it: a failure never loses what was written, recorded or chosen.
 */
export function PendingBubble({ item, nickname, online, onRetry, onDiscard }: PendingBubbleProps) {
  // The kind's line is in the active language: drawn again when it changes.
  useActiveLanguage();
  const line = outboxOf(item).pending(item);
  const what = line ?? item.content;
  return (
    <Bubble
      nickname={nickname}
      content={item.content}
      own
      media={pendingMedia(item) ?? undefined}
      footer={
        <PendingFooter
          item={item}
          online={online}
          what={what}
          onRetry={onRetry}
          onDiscard={onDiscard}
        />
      }
    />
  );
}
