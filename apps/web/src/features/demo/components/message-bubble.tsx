import { Check, CheckCheck } from 'lucide-react';
import type { DemoMessage, DemoRole } from '../api/demo-types';
import { useStoredAudio } from '../hooks/use-stored-audio';
import { formatFullTime, formatRelativeTime } from '../lib/relative-time';
import { AudioPlayer } from '@/components/ui/audio-player';

function VoiceClip({ audioUrl, label, own }: { audioUrl: string; label: string; own: boolean }) {
  const source = useStoredAudio(audioUrl);
  if (source.status === 'loading') return <p>Loading voice message...</p>;
  if (source.status === 'missing') return <p>This voice message is no longer available.</p>;
  return (
    <AudioPlayer
      src={source.src}
      durationSeconds={source.durationSeconds}
      label={label}
      tone={own ? 'dark' : 'light'}
    />
  );
}

interface MessageBubbleProps {
  message: DemoMessage;
  role: DemoRole;
  now: number;
}

/** Own messages on the right in the primary colour, the other person's on the left (brand "shapes of things"). */
export function MessageBubble({ message, role, now }: MessageBubbleProps) {
  const own = message.sender === role;
  const kidColour = message.sender === 'kid' ? 'bg-kid' : 'bg-primary';
  return (
    <li className={`flex flex-col gap-1 ${own ? 'items-end' : 'items-start'}`}>
      <span className="px-2 font-semibold text-muted">{message.senderName}</span>
      <div
        className={
          'flex max-w-[85%] flex-col gap-2 rounded-bubble px-4 py-3 sm:max-w-[70%] ' +
          (own ? `${kidColour} text-white` : 'bg-bubble text-ink')
        }
      >
        {message.emoji && (
          <span className="text-4xl leading-none" role="img" aria-label={`Emoji ${message.emoji}`}>
            {message.emoji}
          </span>
        )}
        {/* Text goes in as a React text node, never as HTML. */}
        {message.text && <p className="break-words whitespace-pre-wrap">{message.text}</p>}
        {message.audioUrl && (
          <div className="w-64 max-w-full">
            <VoiceClip
              audioUrl={message.audioUrl}
              label={`voice message from ${message.senderName}`}
              own={own}
            />
          </div>
        )}
      </div>
      <span className="flex items-center gap-1 px-2 text-muted">
        <time
          dateTime={new Date(message.timestamp).toISOString()}
          title={formatFullTime(message.timestamp)}
        >
          {formatRelativeTime(message.timestamp, now)}
        </time>
        {own &&
          (message.read ? (
            <>
              <CheckCheck aria-hidden="true" className="size-5 text-success" />
              <span className="sr-only">Seen</span>
            </>
          ) : (
            <>
              <Check aria-hidden="true" className="size-5" />
              <span className="sr-only">Sent</span>
            </>
          ))}
      </span>
    </li>
  );
}
