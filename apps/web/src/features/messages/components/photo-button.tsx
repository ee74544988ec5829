import { useLingui } from '@lingui/react/macro';
import { ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import { EasyLabel } from '@/components/ui/easy-label';

interface PhotoButtonProps {
  onPick: (files: File[]) => void;
  large?: boolean;
}

/**
 * Picks photos from the device; on a phone the same list offers the camera. The input is
 * emptied after each pick, so that choosing the same photo again still counts.
 */
export function PhotoButton({ onPick, large = false }: PhotoButtonProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        aria-label={t`Add photos`}
        onClick={() => input.current?.click()}
        className={buttonClass('ghost', large ? 'min-h-16 flex-1' : '', 'compact')}
      >
        <ImagePlus aria-hidden="true" className={large ? 'size-8' : 'size-6'} />
        <EasyLabel>{t`Add photos`}</EasyLabel>
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="photo-input"
        onChange={(event) => {
          onPick(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </>
  );
}
