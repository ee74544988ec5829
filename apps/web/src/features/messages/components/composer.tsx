import { Trans, useLingui } from '@lingui/react/macro';
import { SendHorizontal } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { LIMITS, TYPING_RENEW_MS, type StoryPrompt } from '@hearth/shared';
import { Button } from '@/components/ui/button';
import { LeaveGuard } from '@/components/ui/leave-guard';
import { VoiceRecorder } from '@/components/ui/voice-recorder';
import { promptText } from '@/lib/i18n/shared-texts';
import { useKidMode } from '@/lib/kid-mode';
import { useRealtime } from '@/lib/realtime/realtime-context';
import { MESSAGE_FORMATS } from '@/lib/voice/recording-format';
import { useRecorder, type VoiceRecording } from '@/lib/voice/use-recorder';
import { computeWaveform } from '@/lib/voice/waveform';
import { ReadStoryButton } from './read-story';
import { ChosenPrompt, StoryIdeasButton } from './story-ideas';

interface ComposerProps {
  profileId: string;
  conversationId: string;
  /** Called as a send starts, so that the message is scrolled into view. */
  onSend: () => void;
}

/**
 * Hands each message to the outbox with its own client id and clears at once: the outbox keeps
 * it through a lost network or a reload, and the list shows it as sending, sent or not sent.
 * The microphone beside the box records a voice message; what is typed becomes its caption. Voice
 * goes into the same outbox, audio and all, so that it keeps its place among the texts.
 */
export function Composer({ profileId, conversationId, onSend }: ComposerProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [prompt, setPrompt] = useState<StoryPrompt | null>(null);
  const realtime = useRealtime();
  // A child asks for stories rather than reading them aloud (that is for grown-ups).
  const kid = useKidMode() !== null;
  const recorder = useRecorder({ formats: MESSAGE_FORMATS });
  const lastTyping = useRef(0);
  const content = text.trim();
  // Only while the app is still starting is there no outbox to hand a message to.
  const ready = realtime !== null;
  const idle = recorder.state.status === 'idle';

  function change(value: string) {
    setText(value);
    const now = Date.now();
    // Others see "is typing..." for a few seconds; renewing more often would only add traffic
    // (the server drops renewals that come sooner, so the clock is not reset by a send either).
    if (value.trim() && realtime && now - lastTyping.current >= TYPING_RENEW_MS) {
      lastTyping.current = now;
      realtime.sendTyping(conversationId, profileId);
    }
  }

  function choose(chosen: StoryPrompt) {
    setPrompt(chosen);
    // A child's message asks with the prompt: the question is ready to send as it is.
    if (kid && !text.trim()) {
      const { title } = promptText(chosen);
      setText(t`Can you tell me a story? ${title}`);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // Section 5: blank text is ignored. While a recording is open, its own Send sends it.
    if (!content || !realtime || !idle) return;
    onSend();
    setText('');
    setPrompt(null);
    void realtime.outbox.add({
      client_id: crypto.randomUUID(),
      profile_id: profileId,
      conversation_id: conversationId,
      content,
      ...(prompt ? { prompt_id: prompt.id } : {}),
    });
  }

  async function sendVoice(recording: VoiceRecording) {
    if (!realtime) return;
    // Measured once, here, and sent with the message: no listener decodes the audio again.
    const waveform = await computeWaveform(recording.blob);
    onSend();
    setText('');
    setPrompt(null);
    void realtime.outbox.add({
      kind: 'voice',
      client_id: crypto.randomUUID(),
      profile_id: profileId,
      conversation_id: conversationId,
      content,
      ...(prompt ? { prompt_id: prompt.id } : {}),
      audio: recording.blob,
      mime_type: recording.blob.type,
      duration_ms: Math.round(recording.durationSeconds * 1000),
      waveform,
    });
  }

  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2 border-t border-bubble bg-surface p-3"
    >
      {idle ? (
        <div className="flex w-full flex-wrap gap-2">
          <StoryIdeasButton onChoose={choose} asking={kid} />
          {kid ? null : (
            <ReadStoryButton
              profileId={profileId}
              conversationId={conversationId}
              onSent={onSend}
            />
          )}
        </div>
      ) : null}
      {prompt ? (
        <ChosenPrompt prompt={prompt} onRemove={() => setPrompt(null)} asking={kid} />
      ) : null}
      <input
        name="message"
        dir="auto"
        aria-label={idle ? t`Message` : t`Caption (optional)`}
        placeholder={idle ? t`Type your message...` : t`Add a caption (optional)`}
        autoComplete="off"
        maxLength={LIMITS.messageMax}
        value={text}
        onChange={(e) => change(e.target.value)}
        className="min-h-12 min-w-0 flex-1 rounded-bubble border-2 border-muted/60 bg-cream px-4 py-2 text-base"
      />
      {/* One place in the tree for every state, so that the talk button stays the same element
          through a hold. Beside the box it stays put while the recording shows above the row;
          a child gets one large button across the row, above the message box. */}
      <div className={kid ? 'order-first w-full' : 'contents'}>
        <VoiceRecorder
          recorder={recorder}
          onSend={sendVoice}
          recordLabel={t`Record a voice message`}
          sendLabel={t`Send voice message`}
          compact={!kid}
          large={kid}
          oneGesture
        />
      </div>
      {idle ? (
        // Icon-sized on a phone, so that the message box keeps most of the row.
        <Button type="submit" disabled={!content || !ready} size="compact" className="sm:px-5">
          <SendHorizontal aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          <span className="sr-only sm:not-sr-only">
            <Trans>Send</Trans>
          </span>
        </Button>
      ) : null}
      <LeaveGuard
        when={!idle}
        title={t`Discard your recording?`}
        message={t`Your voice message has not been sent. If you leave now, it is lost.`}
        confirmLabel={t`Discard`}
      />
    </form>
  );
}
