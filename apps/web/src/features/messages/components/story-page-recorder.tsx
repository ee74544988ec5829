import type { Story } from '@hearth/shared';
import { CheckCircle2, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { AudioPlayer } from '@/components/ui/audio-player';
import { buttonClass } from '@/components/ui/button';
import { VoiceRecorder } from '@/components/ui/voice-recorder';
import { MESSAGE_FORMATS } from '@/lib/voice/recording-format';
import { useRecorder, type VoiceRecording } from '@/lib/voice/use-recorder';
import { draftPage, type StoryDraft } from '../lib/story-draft';
import { SendStoryButton } from './send-story-button';

interface StoryPageRecorderProps {
  story: Story;
  draft: StoryDraft;
  onChange: (draft: StoryDraft) => void;
  onSend: () => void;
  onRestart: () => void;
  sending: boolean;
  error: string | null;
}

/** One page on screen while it is read: record, Save & Continue, re-record, move freely. */
export function StoryPageRecorder(props: StoryPageRecorderProps) {
  const { story, draft, onChange, onSend, onRestart, sending, error } = props;
  const recorder = useRecorder({ formats: MESSAGE_FORMATS });
  const index = Math.min(draft.page_index, story.pages.length - 1);
  const page = story.pages[index]!;
  const saved = draft.pages[index];
  const recordedPages = Object.keys(draft.pages).map(Number);
  const recorded = recordedPages.length;
  const last = story.pages.length - 1;
  const url = useMemo(
    () => (saved ? URL.createObjectURL(new Blob([saved.bytes], { type: saved.type })) : null),
    [saved],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const goTo = (to: number) => onChange({ ...draft, page_index: Math.max(0, Math.min(last, to)) });
  const keep = async (recording: VoiceRecording) => {
    const stored = await draftPage(recording.blob, recording.durationSeconds);
    onChange({
      ...draft,
      pages: { ...draft.pages, [index]: stored },
      page_index: Math.min(last, index + 1),
    });
  };
  const idle = recorder.state.status === 'idle';

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-4">
      <p className="text-lg text-muted" aria-live="polite">
        Page {page.page_number} of {story.pages.length} · {recorded} recorded
      </p>
      <p role="img" aria-label="Illustration" className="text-center text-8xl">
        {page.illustration}
      </p>
      <p className="text-2xl leading-relaxed">{page.text}</p>
      {saved && url && idle ? (
        <div className="flex flex-col gap-2 rounded-card bg-surface p-3">
          <span className="flex items-center gap-2 font-semibold text-success">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            Page {page.page_number} recorded
          </span>
          <AudioPlayer
            src={url}
            durationSeconds={saved.duration_ms / 1000}
            label={`your reading of page ${page.page_number}`}
          />
        </div>
      ) : null}
      <VoiceRecorder
        recorder={recorder}
        onSend={keep}
        recordLabel={saved ? 'Re-record this page' : 'Record this page'}
        sendLabel="Save & Continue"
      />
      {idle ? (
        <>
          <div className="flex justify-between gap-2">
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={index === 0}
              onClick={() => goTo(index - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
              Previous
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={index === last}
              onClick={() => goTo(index + 1)}
            >
              Next
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
          {error ? (
            <p role="alert" className="font-semibold text-danger">
              {error}
            </p>
          ) : null}
          <SendStoryButton
            pageCount={story.pages.length}
            recorded={recordedPages}
            sending={sending}
            onSend={onSend}
          />
          <button
            type="button"
            className={buttonClass('ghost')}
            onClick={() => {
              const sure =
                recorded === 0 ||
                window.confirm('Choose another story? The pages you recorded are deleted.');
              if (sure) onRestart();
            }}
          >
            Choose another story
          </button>
        </>
      ) : null}
    </div>
  );
}
