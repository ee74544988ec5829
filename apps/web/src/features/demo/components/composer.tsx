import { useLingui } from '@lingui/react/macro';
import { SendHorizontal, Smile } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { EasyLabel } from '@/components/ui/easy-label';
import { VoiceRecorder } from '@/components/ui/voice-recorder';
import { useRecorder, type VoiceRecording } from '@/lib/voice/use-recorder';
import { EmojiPicker } from './emoji-picker';
import { iconButton, primaryButton } from './button-styles';

export interface ComposerDraft {
  text: string;
  emoji: string | null;
}

interface ComposerProps {
  draft: ComposerDraft;
  onDraftChange: (draft: ComposerDraft) => void;
  onSendText: (text: string, emoji: string | null) => Promise<void>;
  onSendVoice: (recording: VoiceRecording) => Promise<void>;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  hint?: string;
}

export function Composer({
  draft,
  onDraftChange,
  onSendText,
  onSendVoice,
  textareaRef,
  hint,
}: ComposerProps) {
  const { t } = useLingui();
  const recorder = useRecorder();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const pickerId = useId();
  const hintId = useId();
  const pickerButton = useRef<HTMLButtonElement>(null);
  // An emoji alone is a whole message for a young child, so only a fully empty draft is blocked.
  const canSend = (draft.text.trim() !== '' || draft.emoji !== null) && !sending;
  const { emoji } = draft;

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    try {
      await onSendText(draft.text.trim(), draft.emoji);
      onDraftChange({ text: '', emoji: null });
      setPickerOpen(false);
    } catch {
      window.alert(t`Failed to send message`);
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter keeps a new line. Composition (IME) Enter must not send half a word.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const idle = recorder.state.status === 'idle';

  // Escape (from the panel, the box or the button) closes the panel like any popup, and focus goes back to the button that opened it.
  const closePickerOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !pickerOpen) return;
    event.stopPropagation();
    setPickerOpen(false);
    pickerButton.current?.focus();
  };

  // The recorder stays at one place in the tree, so it keeps its focus handling across its states.
  return (
    <div className="flex flex-col gap-2" onKeyDown={closePickerOnEscape}>
      {idle && pickerOpen && (
        <div id={pickerId}>
          <EmojiPicker
            selected={draft.emoji}
            onSelect={(emoji) => onDraftChange({ ...draft, emoji })}
          />
        </div>
      )}
      {idle && hint && (
        <p id={hintId} className="rounded-card bg-surface px-3 py-2 text-muted">
          <span aria-hidden="true">💡 </span>
          {hint}
        </p>
      )}
      <div className={idle ? 'flex items-end gap-2 easy:flex-wrap' : 'hidden'}>
        <button
          ref={pickerButton}
          type="button"
          onClick={() => setPickerOpen((open) => !open)}
          aria-expanded={pickerOpen}
          aria-controls={pickerOpen ? pickerId : undefined}
          aria-label={emoji ? t`Emoji picker, ${emoji} chosen` : t`Emoji picker`}
          className={`${iconButton} border-2 border-stone-300 bg-surface easy:w-auto easy:gap-2 easy:px-4 easy:font-semibold`}
        >
          {emoji ?? <Smile aria-hidden="true" className="size-7 text-muted" />}
          <EasyLabel>{t({ message: 'Emoji', comment: 'opens the emoji picker' })}</EasyLabel>
        </button>
        <label className="sr-only" htmlFor={`${pickerId}-text`}>
          {t({ message: 'Message', context: 'the box to write a message in' })}
        </label>
        <textarea
          id={`${pickerId}-text`}
          ref={textareaRef}
          rows={1}
          value={draft.text}
          onChange={(e) => onDraftChange({ ...draft, text: e.target.value })}
          onKeyDown={onKeyDown}
          aria-describedby={hint ? hintId : undefined}
          placeholder={t`Type a message`}
          className="max-h-40 min-h-12 min-w-0 flex-1 resize-none easy:basis-full rounded-bubble border-2 border-stone-300 bg-surface px-4 py-2 text-lg placeholder:text-muted focus:border-primary"
        />
        <button
          type="button"
          onClick={send}
          disabled={!canSend}
          className={`${primaryButton} px-4`}
        >
          <SendHorizontal aria-hidden="true" className="size-6 rtl:-scale-x-100" />
          <span className="sr-only sm:not-sr-only easy:not-sr-only">
            {sending ? t`Sending...` : t({ message: 'Send', context: 'a message' })}
          </span>
        </button>
      </div>
      <VoiceRecorder recorder={recorder} onSend={onSendVoice} recordLabel={t`Record your voice`} />
    </div>
  );
}
