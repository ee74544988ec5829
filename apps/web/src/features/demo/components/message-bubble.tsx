import { useLingui } from '@lingui/react/macro';
import { Check, CheckCheck } from 'lucide-react';
import { DEMO_NAMES } from '../api/demo-names';
import { sampleText } from '../api/demo-store';
import type { DemoMessage, DemoRole } from '../api/demo-types';
import { useStoredAudio } from '../hooks/use-stored-audio';
import { formatFullTime, formatRelativeTime } from '../lib/relative-time';
import { AudioPlayer } from '@/components/ui/audio-player';

function VoiceClip({ audioUrl, label, own }: { audioUrl: string; label: string; own: boolean }) {
  const { t } = useLingui();
  const source = useStoredAudio(audioUrl);
  if (source.status === 'loading') return <p>{t`Loading voice message...`}</p>;
  if (source.status === 'missing') return <p>{t`This voice message is no longer available.`}</p>;
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

/**
 * Own messages at the end of the line in the primary colour (the right, or the left in Arabic),
 * the other person's at its start (brand "shapes of things").
 */
export function MessageBubble({ message, role, now }: MessageBubbleProps) {
  const { t, i18n } = useLingui();
  const own = message.sender === role;
  // The demo's two people and its sample messages are the app's words: shown in today's language.
  const name = i18n._(DEMO_NAMES[message.sender]);
  const sample = sampleText(message.id);
  const text = sample ? i18n._(sample) : message.text;
  const { emoji } = message;
  const kidColour = message.sender === 'kid' ? 'bg-kid' : 'bg-primary';
  return (
    <li className={`flex flex-col gap-1 ${own ? 'items-end' : 'items-start'}`}>
      <span className="px-2 font-semibold text-muted">{name}</span>
      <div
        className={
          'flex max-w-[85%] flex-col gap-2 rounded-bubble px-4 py-3 sm:max-w-[70%] ' +
          (own ? `${kidColour} text-white` : 'bg-bubble text-ink')
        }
      >
        {emoji && (
          <span className="text-4xl leading-none" role="img" aria-label={t`Emoji ${emoji}`}>
            {emoji}
          </span>
        )}
        {/* Text goes in as a React text node, never as HTML. */}
        {text && (
          <p dir="auto" className="break-words whitespace-pre-wrap">
            {text}
          </p>
        )}
        {message.audioUrl && (
          <div className="w-64 max-w-full">
            <VoiceClip
              audioUrl={message.audioUrl}
              label={t({
                message: `voice message from ${name}`,
                comment: 'names a player: "Play …", "Progress of …"',
              })}
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
              <span className="sr-only">{t({ message: 'Seen', context: 'a message' })}</span>
            </>
          ) : (
            <>
              <Check aria-hidden="true" className="size-5" />
              <span className="sr-only">{t({ message: 'Sent', context: 'a message' })}</span>
            </>
          ))}
      </span>
    </li>
  );
}
