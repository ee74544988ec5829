import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { EasyLabel } from '@/components/ui/easy-label';
import { useObjectUrls } from '@/lib/media/use-object-urls';
import type { AttachedPhoto } from './attach-photos';

interface PhotoPreviewsProps {
  photos: readonly AttachedPhoto[];
  files: readonly File[];
  onRemove: (id: string) => void;
}

/**
 * The photos about to be sent, in order, each with its own Remove button: on its corner, or in
 * easy mode under it, in words.
 */
export function PhotoPreviews({ photos, files, onRemove }: PhotoPreviewsProps) {
  const { t } = useLingui();
  const urls = useObjectUrls(files);
  const total = photos.length;
  return (
    <ul aria-label={t`Photos to send`} className="flex w-full gap-2 overflow-x-auto pb-1">
      {photos.map((photo, index) => {
        const n = index + 1;
        return (
          <li
            key={photo.id}
            className="relative size-20 shrink-0 easy:flex easy:h-auto easy:w-32 easy:flex-col easy:gap-1"
          >
            {urls[index] ? (
              <img
                src={urls[index]}
                alt={t`Photo ${n} of ${total}`}
                className="size-20 rounded-card object-cover easy:size-32"
              />
            ) : null}
            <button
              type="button"
              aria-label={t`Remove photo ${n} of ${total}`}
              onClick={() => onRemove(photo.id)}
              className="absolute -end-1 -top-1 inline-flex size-11 items-center justify-center gap-1 rounded-full bg-ink/70 text-white hover:bg-ink focus-visible:outline-offset-2 easy:static easy:w-full easy:rounded-card easy:bg-ink easy:px-2 easy:font-semibold"
            >
              <X aria-hidden="true" className="size-5" />
              <EasyLabel>
                {t({ message: 'Remove', comment: 'takes a photo out before sending' })}
              </EasyLabel>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
