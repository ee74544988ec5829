import { Mic } from 'lucide-react';
import { messagePreview } from '@/lib/message-preview';
import type { VoiceItem } from '../api/voice-sender';
import { Bubble } from './message-bubble';
import { PendingFooter } from './pending-bubble';

interface PendingVoiceBubbleProps {
  item: VoiceItem;
  nickname: string;
  online: boolean;
  onRetry: () => void;
  onDiscard: () => void;
}

/** A voice message of ours on its way: it stays on screen until sent or discarded. */
export function PendingVoiceBubble({ item, nickname, ...actions }: PendingVoiceBubbleProps) {
  const title = messagePreview({ kind: 'voice', content: '', audio: item });
  return (
    <Bubble
      nickname={nickname}
      content={item.content}
      own
      media={
        <span className="flex items-center gap-2 font-semibold">
          <Mic aria-hidden="true" className="size-5" />
          {title}
        </span>
      }
      footer={<PendingFooter item={item} what={title} {...actions} />}
    />
  );
}
