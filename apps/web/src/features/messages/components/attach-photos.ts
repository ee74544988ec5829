import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { MEDIA_MESSAGES } from '@hearth/shared';
import { useCallback, useMemo, useState } from 'react';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { choosePhotos, type PhotoRefusal } from '@/lib/media/choose-photos';

export interface AttachedPhoto {
  file: File;
  /** A key for the list, and the client id of its upload. */
  id: string;
}

/**
 * The photos waiting in the composer: added by the button, a drop or a paste, each refused one
 * said why (in `notice`, read out by a live region), removed one by one, cleared once sent.
 */
export function useAttachedPhotos() {
  const { t } = useLingui();
  const [photos, setPhotos] = useState<readonly AttachedPhoto[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  const explain = useCallback(
    (refusal: PhotoRefusal): string => {
      const name = 'name' in refusal ? refusal.name : '';
      switch (refusal.reason) {
        case 'too-many':
          return t`${plural(refusal.max, {
            one: 'Only # photo fits in one message; the others were left out.',
            other: 'Only # photos fit in one message; the others were left out.',
          })}`;
        case 'too-large':
          return `${name}: ${sharedSentence(MEDIA_MESSAGES.photoTooLarge)}`;
        case 'not-photo':
          return t`${name} is not a photo Hearth can send (JPEG, PNG, WebP, GIF or AVIF).`;
      }
    },
    [t],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const { accepted, refused } = choosePhotos(files, photos.length);
      setNotice(refused.length > 0 ? refused.map(explain).join(' ') : null);
      if (accepted.length === 0) return;
      setPhotos([...photos, ...accepted.map((file) => ({ file, id: crypto.randomUUID() }))]);
    },
    [photos, explain],
  );

  const remove = useCallback((id: string) => {
    setPhotos((held) => held.filter((photo) => photo.id !== id));
    setNotice(null);
  }, []);

  const clear = useCallback(() => {
    setPhotos([]);
    setNotice(null);
  }, []);

  const files = useMemo(() => photos.map((photo) => photo.file), [photos]);
  return { photos, files, notice, add, remove, clear };
}
