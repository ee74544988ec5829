import { useLingui } from '@lingui/react/macro';
import { Video } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { EasyLabel } from '@/components/ui/easy-label';
import { VideoRecorderDialog } from './video-recorder-dialog';
import type { ChosenVideo } from './video-recorder-parts';

interface VideoButtonProps {
  onSend: (chosen: ChosenVideo) => void;
  large?: boolean;
}

/** Opens the video recorder; the dialog gives focus back here when it closes. */
export function VideoButton({ onSend, large = false }: VideoButtonProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t`Record or choose a video`}
        onClick={() => setOpen(true)}
        className={buttonClass('ghost', large ? 'min-h-16 flex-1' : '', 'compact')}
      >
        <Video aria-hidden="true" className={large ? 'size-8' : 'size-6'} />
        <EasyLabel>{t`Record or choose a video`}</EasyLabel>
      </button>
      <VideoRecorderDialog
        open={open}
        large={large}
        onClose={() => setOpen(false)}
        onSend={(chosen) => {
          setOpen(false);
          onSend(chosen);
        }}
      />
    </>
  );
}
