import { Trans, useLingui } from '@lingui/react/macro';
import { SendHorizontal } from 'lucide-react';
import { useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { LIMITS, TYPING_RENEW_MS, type MessageReplyTo, type StoryPrompt } from '@hearth/shared';
import { Button } from '@/components/ui/button';
import { LeaveGuard } from '@/components/ui/leave-guard';
import { VoiceRecorder } from '@/components/ui/voice-recorder';
import { promptText } from '@/lib/i18n/shared-texts';
import { imageFiles } from '@/lib/media/choose-photos';
import { useEasyMode } from '@/lib/easy-mode';
import { useKidMode } from '@/lib/kid-mode';
import type { OutboxDraft } from '@/lib/realtime/outbox';
import { useRealtime } from '@/lib/realtime/realtime-context';
import { MESSAGE_FORMATS } from '@/lib/voice/recording-format';
import { useRecorder, type VoiceRecording } from '@/lib/voice/use-recorder';
import { computeWaveform } from '@/lib/voice/waveform';
import { photoDraft, videoDraft } from './attach-drafts';
import { usePhotoDrop } from './attach-drop';
import { useAttachedPhotos } from './attach-photos';
import { PhotoButton } from './photo-button';
import { PhotoTray } from './photo-tray';
import { ReadStoryButton } from './read-story';
import { ReplyQuote } from './reply-quote';
import { ChosenPrompt, StoryIdeasButton } from './story-ideas';
import { VideoButton } from './video-button';

interface ComposerProps {
  profileId: string;
  conversationId: string;
  /** Called as a send starts, so that the message is scrolled into view. */
  onSend: () => void;
  /** The message this one answers, quoted above the box until sent or taken away. */
  replyTo?: MessageReplyTo | null;
  onClearReply?: () => void;
}

/**
 * Hands each message to the outbox with its own client id and clears at once: the outbox keeps
 * it through a lost network or a reload, and the list shows it as sending, sent or not sent.
 * The microphone beside the box records a voice message; what is typed becomes its caption. Voice
 * goes into the same outbox, audio and all, so that it keeps its place among the texts; so do
 * photos (picked, dropped on the page or pasted, the text their caption) and video messages.
 */
export function Composer(props: ComposerProps) {
  const { profileId, conversationId, onSend, replyTo, onClearReply } = props;
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [prompt, setPrompt] = useState<StoryPrompt | null>(null);
  const realtime = useRealtime();
  // A child asks for stories rather than reading them aloud (that is for grown-ups).
  const kid = useKidMode() !== null;
  // Easy mode: the big buttons a child has, with their words (no icon alone).
  const easy = useEasyMode();
  const big = kid || easy;
  const recorder = useRecorder({ formats: MESSAGE_FORMATS });
  const lastTyping = useRef(0);
  const content = text.trim();
  // Only while the app is still starting is there no outbox to hand a message to.
  const ready = realtime !== null;
  const idle = recorder.state.status === 'idle';
  const photos = useAttachedPhotos();
  const withPhotos = photos.photos.length > 0;
  const dragging = usePhotoDrop(photos.add, ready && idle);

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

  /** Where a message goes, with its text (a caption for media) and the prompt it answers. */
  function where() {
    const promptId = prompt ? { prompt_id: prompt.id } : {};
    const reply = replyTo ? { reply_to_id: replyTo.id } : {};
    return {
      profile_id: profileId,
      conversation_id: conversationId,
      content,
      ...promptId,
      ...reply,
    };
  }

  function hand(draft: OutboxDraft) {
    onSend();
    setText('');
    setPrompt(null);
    onClearReply?.();
    void realtime?.outbox.add(draft);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // Section 5: blank text is ignored. While a recording is open, its own Send sends it.
    if ((!content && !withPhotos) || !realtime || !idle) return;
    if (!withPhotos) return hand({ client_id: crypto.randomUUID(), ...where() });
    hand(photoDraft(where(), photos.photos));
    photos.clear();
  }

  function paste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = imageFiles(event.clipboardData.files);
    if (pasted.length === 0) return;
    event.preventDefault();
    photos.add(pasted);
  }

  async function sendVoice(recording: VoiceRecording) {
    if (!realtime) return;
    // Measured once, here, and sent with the message: no listener decodes the audio again.
    const waveform = await computeWaveform(recording.blob);
    hand({
      kind: 'voice',
      client_id: crypto.randomUUID(),
      ...where(),
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
        <div className="flex w-full flex-wrap gap-2 easy:max-sm:flex-col">
          <PhotoButton onPick={photos.add} large={big} />
          <VideoButton onSend={(chosen) => hand(videoDraft(where(), chosen))} large={big} />
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
      <PhotoTray photos={photos} dragging={dragging} />
      {replyTo ? <ReplyQuote replyTo={replyTo} onRemove={onClearReply} /> : null}
      {prompt ? (
        <ChosenPrompt prompt={prompt} onRemove={() => setPrompt(null)} asking={kid} />
      ) : null}
      <input
        name="message"
        dir="auto"
        aria-label={idle && !withPhotos ? t`Message` : t`Caption (optional)`}
        placeholder={idle && !withPhotos ? t`Type your message...` : t`Add a caption (optional)`}
        autoComplete="off"
        maxLength={LIMITS.messageMax}
        value={text}
        onChange={(e) => change(e.target.value)}
        onPaste={paste}
        className="min-h-12 min-w-0 flex-1 rounded-bubble border-2 border-muted/60 bg-cream px-4 py-2 text-base"
      />
      {/* One place in the tree for every state, so that the talk button stays the same element
          through a hold. Beside the box it stays put while the recording shows above the row;
          a child gets one large button across the row, above the message box. */}
      {/* A message carries photos or a recording, not both. */}
      <div className={withPhotos ? 'hidden' : big ? 'order-first w-full' : 'contents'}>
        <VoiceRecorder
          recorder={recorder}
          onSend={sendVoice}
          recordLabel={t`Record a voice message`}
          sendLabel={t`Send voice message`}
          compact={!big}
          large={big}
          oneGesture
        />
      </div>
      {idle ? (
        // Icon-sized on a phone, so that the message box keeps most of the row.
        <Button
          type="submit"
          disabled={(!content && !withPhotos) || !ready}
          size="compact"
          className="sm:px-5"
        >
          <SendHorizontal aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          <span className="sr-only sm:not-sr-only easy:not-sr-only">
            <Trans>Send</Trans>
          </span>
        </Button>
      ) : null}
      {/* One guard: the router allows one blocker at a time. */}
      <LeaveGuard
        when={!idle || withPhotos}
        title={idle ? t`Discard your photos?` : t`Discard your recording?`}
        message={
          idle
            ? t`Your photos have not been sent. If you leave now, they are lost.`
            : t`Your voice message has not been sent. If you leave now, it is lost.`
        }
        confirmLabel={t`Discard`}
      />
    </form>
  );
}
