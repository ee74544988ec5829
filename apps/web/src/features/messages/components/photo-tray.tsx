import { Trans } from '@lingui/react/macro';
import type { useAttachedPhotos } from './attach-photos';
import { PhotoPreviews } from './photo-previews';

interface PhotoTrayProps {
  photos: ReturnType<typeof useAttachedPhotos>;
  /** Photos are being dragged over the page: it says where they go. */
  dragging: boolean;
}

/** Above the message box: the photos about to be sent, why some were not taken, the drop hint. */
export function PhotoTray({ photos, dragging }: PhotoTrayProps) {
  return (
    <>
      {photos.photos.length > 0 ? (
        <PhotoPreviews photos={photos.photos} files={photos.files} onRemove={photos.remove} />
      ) : null}
      {photos.notice ? (
        <p role="alert" className="w-full font-semibold text-danger">
          {photos.notice}
        </p>
      ) : null}
      {dragging ? (
        <div className="pointer-events-none fixed inset-4 z-40 flex items-center justify-center rounded-card border-4 border-dashed border-primary bg-surface/90 p-4 text-center text-2xl font-bold">
          <Trans>Drop photos to add them to your message</Trans>
        </div>
      ) : null}
    </>
  );
}
