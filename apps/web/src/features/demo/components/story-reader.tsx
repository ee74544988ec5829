import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { VoiceRecorder } from '@/components/ui/voice-recorder';
import { useRecorder, type VoiceRecording } from '@/lib/voice/use-recorder';
import type { DemoStory } from '../api/demo-types';
import { quietButton, secondaryButton } from './button-styles';

interface StoryReaderProps {
  story: DemoStory;
  onBack: () => void;
  onSendPage: (recording: VoiceRecording, pageNumber: number) => Promise<void>;
}

/** One page at a time, big type, with a recorder so the grandparent can read it aloud for the child. */
export function StoryReader({ story, onBack, onSendPage }: StoryReaderProps) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [finished, setFinished] = useState(false);
  const recorder = useRecorder();
  const { discard } = recorder;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const page = story.pages[index];
  const last = index === story.pages.length - 1;

  // A new page starts with a clean recorder, and focus on its heading so screen readers read on.
  useEffect(() => {
    discard();
    headingRef.current?.focus();
  }, [index, finished, discard]);

  const saveAndContinue = async (recording: VoiceRecording) => {
    await onSendPage(recording, page?.pageNumber ?? index + 1);
    if (last) setFinished(true);
    else setIndex((i) => i + 1);
  };

  const back = (
    <button type="button" onClick={onBack} className={`${quietButton} self-start`}>
      <ArrowLeft aria-hidden="true" className="size-6 rtl:-scale-x-100" />
      <Trans>All stories</Trans>
    </button>
  );

  const title = story.title;
  const total = story.pages.length;
  if (finished || !page) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <p aria-hidden="true" className="text-6xl">
          🌟
        </p>
        <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
          <Trans>The end! Every page of {title} is on its way.</Trans>
        </h3>
        {back}
      </div>
    );
  }

  const pageNumber = page.pageNumber;
  return (
    <article className="flex flex-col gap-4" aria-label={title}>
      {back}
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold">
        <Trans>
          {title}: page {pageNumber} of {total}
        </Trans>
      </h3>
      <p
        role="img"
        aria-label={t`Picture for page ${pageNumber}`}
        className="rounded-card bg-surface py-6 text-center text-6xl tracking-widest"
      >
        {page.illustration}
      </p>
      <p className="text-xl leading-relaxed">{page.text}</p>
      <VoiceRecorder
        recorder={recorder}
        onSend={saveAndContinue}
        recordLabel={t`Record this page`}
        sendLabel={t`Save & Continue`}
      />
      <nav aria-label={t`Pages`} className="flex justify-between gap-2">
        <button
          type="button"
          onClick={() => setIndex((i) => i - 1)}
          disabled={index === 0}
          className={secondaryButton}
        >
          <ChevronLeft aria-hidden="true" className="size-6 rtl:-scale-x-100" />
          <Trans comment="page">Previous</Trans>
        </button>
        <button
          type="button"
          onClick={() => setIndex((i) => i + 1)}
          disabled={last}
          className={secondaryButton}
        >
          <Trans comment="page">Next</Trans>
          <ChevronRight aria-hidden="true" className="size-6 rtl:-scale-x-100" />
        </button>
      </nav>
    </article>
  );
}
