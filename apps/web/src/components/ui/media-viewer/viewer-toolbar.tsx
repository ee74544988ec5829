import { useLingui } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Download, X, ZoomIn, ZoomOut } from 'lucide-react';
import { numberFormat } from '@/lib/format';
import { EasyLabel } from '../easy-label';
import type { ViewerItem } from './viewer-item';
import { MAX_SCALE, MIN_SCALE, type Zoom } from './use-zoom';

export const controlClass =
  'inline-flex size-12 shrink-0 items-center justify-center gap-2 rounded-card bg-black/60 text-white hover:bg-white/20 disabled:opacity-40 easy:w-auto easy:px-3 easy:font-semibold';

interface ViewerToolbarProps {
  item: ViewerItem;
  position: number;
  count: number;
  zoom: Zoom;
}

/** Who sent it, "3 of 5", zoom, download and close: along the top of the viewer. */
export function ViewerToolbar({ item, position, count, zoom }: ViewerToolbarProps) {
  const { t } = useLingui();
  const n = numberFormat().format(position);
  const total = numberFormat().format(count);
  return (
    <div className="flex items-center gap-2 p-2 easy:flex-wrap">
      {/* The count under the name: beside it, on a phone, it left a name only a few letters. */}
      <div className="flex min-w-0 flex-1 flex-col easy:basis-full">
        <RadixDialog.Title dir="auto" className="truncate text-lg font-semibold">
          {item.sender}
        </RadixDialog.Title>
        {count > 1 ? (
          <p aria-live="polite" className="text-base">
            {t({ message: `${n} of ${total}`, comment: 'the full-screen viewer: photo 3 of 5' })}
          </p>
        ) : null}
      </div>
      {item.kind === 'photo' ? (
        <>
          <button
            type="button"
            className={controlClass}
            aria-label={t`Zoom out`}
            disabled={zoom.scale <= MIN_SCALE}
            onClick={zoom.zoomOut}
          >
            <ZoomOut aria-hidden="true" />
            <EasyLabel>{t`Zoom out`}</EasyLabel>
          </button>
          <button
            type="button"
            className={controlClass}
            aria-label={t`Zoom in`}
            disabled={zoom.scale >= MAX_SCALE}
            onClick={zoom.zoomIn}
          >
            <ZoomIn aria-hidden="true" />
            <EasyLabel>{t`Zoom in`}</EasyLabel>
          </button>
        </>
      ) : null}
      <a href={item.url} download className={controlClass} aria-label={t`Download`}>
        <Download aria-hidden="true" />
        <EasyLabel>{t`Download`}</EasyLabel>
      </a>
      <RadixDialog.Close aria-label={t`Close`} className={controlClass}>
        <X aria-hidden="true" />
        <EasyLabel>{t`Close`}</EasyLabel>
      </RadixDialog.Close>
    </div>
  );
}
