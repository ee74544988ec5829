import { Trans, useLingui } from '@lingui/react/macro';
import { Circle, FolderOpen, RotateCcw, SendHorizontal, Square, SwitchCamera } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useObjectUrls } from '@/lib/media/use-object-urls';
import { useVideoRecorder } from '@/lib/media/use-video-recorder';
import {
  checkedVideo,
  LivePreview,
  RecordedVideoNotice,
  VideoRecordingStatus,
  type ChosenVideo,
} from './video-recorder-parts';

interface VideoRecorderDialogProps {
  open: boolean;
  onClose: () => void;
  onSend: (chosen: ChosenVideo) => void;
  /** A child's screen: every button across the dialog, large. */
  large?: boolean;
}

/**
 * Records a video message with the camera (front first, switchable before recording, at most
 * three minutes) or takes a video file; either is watched before it is sent, or recorded again.
 * Escape or Close stops the camera and gives focus back to the button that opened it.
 */
export function VideoRecorderDialog({ open, onClose, onSend, large }: VideoRecorderDialogProps) {
  const { t } = useLingui();
  const recorder = useVideoRecorder();
  const { state } = recorder;
  const fileInput = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const recorded = useMemo(() => (state.status === 'recorded' ? [state.blob] : []), [state]);
  const [url] = useObjectUrls(recorded);
  const { openCamera, close } = recorder;

  useEffect(() => {
    if (open) void openCamera('user');
    else close();
  }, [open, openCamera, close]);

  async function send() {
    if (state.status !== 'recorded') return;
    setBusy(true);
    const checked = await checkedVideo(state.blob, state.durationMs);
    setBusy(false);
    if ('refusal' in checked) setRefusal(checked.refusal);
    else onSend(checked);
  }

  const wide = large ? 'min-h-16 w-full text-lg' : '';
  const chooseFile = (
    <Button variant="secondary" className={wide} onClick={() => fileInput.current?.click()}>
      <FolderOpen aria-hidden="true" className="size-5" />
      <Trans>Choose a video</Trans>
    </Button>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t`Video message`}
    >
      <input
        ref={fileInput}
        type="file"
        accept="video/*"
        hidden
        data-testid="video-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          setRefusal(null);
          if (file) recorder.takeFile(file);
        }}
      />
      {state.status === 'denied' ? (
        <p role="alert" className="font-semibold text-danger">
          <Trans>Could not use the camera. Please check permissions, or choose a video.</Trans>
        </p>
      ) : null}
      {state.status === 'ready' || state.status === 'recording' ? (
        <LivePreview stream={state.stream} mirrored={state.facing === 'user'} />
      ) : null}
      {state.status === 'recording' ? <VideoRecordingStatus {...state} /> : null}
      {state.status === 'recorded' && url ? (
        <video
          src={url}
          controls
          playsInline
          aria-label={t`Your video`}
          className="aspect-video w-full rounded-card bg-ink"
        />
      ) : null}
      {state.status === 'recorded' && state.durationMs !== null ? (
        <RecordedVideoNotice durationMs={state.durationMs} atLimit={state.stoppedBy !== 'user'} />
      ) : null}
      {refusal ? (
        <p role="alert" className="font-semibold text-danger">
          {refusal}
        </p>
      ) : null}
      <div className={`flex flex-wrap gap-2 ${large ? 'flex-col' : ''}`}>
        {state.status === 'ready' ? (
          <>
            <Button className={wide} onClick={recorder.record}>
              <Circle aria-hidden="true" className="size-5 fill-current" />
              <Trans>Start recording</Trans>
            </Button>
            <Button variant="secondary" className={wide} onClick={recorder.switchCamera}>
              <SwitchCamera aria-hidden="true" className="size-5" />
              {state.facing === 'user' ? (
                <Trans>Use the back camera</Trans>
              ) : (
                <Trans>Use the front camera</Trans>
              )}
            </Button>
          </>
        ) : null}
        {state.status === 'recording' ? (
          <Button variant="danger" className={wide} onClick={recorder.stop}>
            <Square aria-hidden="true" className="size-5 fill-current" />
            <Trans>Stop recording</Trans>
          </Button>
        ) : null}
        {state.status === 'recorded' ? (
          <>
            <Button className={wide} disabled={busy} onClick={() => void send()}>
              <SendHorizontal aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              <Trans>Send video</Trans>
            </Button>
            <Button
              variant="secondary"
              className={wide}
              onClick={() => (setRefusal(null), void openCamera('user'))}
            >
              <RotateCcw aria-hidden="true" className="size-5" />
              <Trans>Record again</Trans>
            </Button>
          </>
        ) : null}
        {state.status !== 'recording' ? chooseFile : null}
      </div>
    </Dialog>
  );
}
