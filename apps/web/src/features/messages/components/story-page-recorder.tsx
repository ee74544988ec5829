import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Story } from '@hearth/shared';
import { CheckCircle2, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { AudioPlayer } from '@/components/ui/audio-player';
import { buttonClass } from '@/components/ui/button';
import { VoiceRecorder } from '@/components/ui/voice-recorder';
import { MESSAGE_FORMATS } from '@/lib/voice/recording-format';
import { useRecorder, type VoiceRecording } from '@/lib/voice/use-recorder';
import { draftPage, type StoryDraft } from '@/lib/story-draft';
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
  const { t } = useLingui();
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
  const pageNumber = page.page_number;
  const pageCount = story.pages.length;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-4">
      <p className="text-lg text-muted" aria-live="polite">
        {t({
          comment:
            'the page on screen while reading a story aloud, and how many pages have a recording',
          message: plural(recorded, {
            one: `Page ${pageNumber} of ${pageCount} · # recorded`,
            other: `Page ${pageNumber} of ${pageCount} · # recorded`,
          }),
        })}
      </p>
      <p role="img" aria-label={t`Illustration`} className="text-center text-8xl">
        {page.illustration}
      </p>
      <p dir="auto" className="text-2xl leading-relaxed">
        {page.text}
      </p>
      {saved && url && idle ? (
        <div className="flex flex-col gap-2 rounded-card bg-surface p-3">
          <span className="flex items-center gap-2 font-semibold text-success">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            <Trans>Page {pageNumber} recorded</Trans>
          </span>
          <AudioPlayer
            src={url}
            durationSeconds={saved.duration_ms / 1000}
            label={t({
              message: `your reading of page ${pageNumber}`,
              comment: 'names a player: "Play …", "Position in …"',
            })}
          />
        </div>
      ) : null}
      <VoiceRecorder
        recorder={recorder}
        onSend={keep}
        recordLabel={saved ? t`Re-record this page` : t`Record this page`}
        sendLabel={t`Save & Continue`}
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
              <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              <Trans comment="the story page before">Previous</Trans>
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={index === last}
              onClick={() => goTo(index + 1)}
            >
              <Trans comment="the story page after">Next</Trans>
              <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
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
                window.confirm(t`Choose another story? The pages you recorded are deleted.`);
              if (sure) onRestart();
            }}
          >
            <Trans>Choose another story</Trans>
          </button>
        </>
      ) : null}
    </div>
  );
}
