import { useLingui } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useReturnFocus } from '../dialog';
import { EasyLabel } from '../easy-label';
import { useGestures } from './use-gestures';
import { useZoom } from './use-zoom';
import type { ViewerItem } from './viewer-item';
import { controlClass, ViewerToolbar } from './viewer-toolbar';

export type { ViewerItem } from './viewer-item';

interface MediaViewerProps {
  items: readonly ViewerItem[];
  /** The item shown, or null while the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/**
 * The full-screen viewer of photos and videos. Radix keeps focus inside, closes on Escape and
 * (with useReturnFocus) gives focus back to the tile that opened it.
 */
export function MediaViewer({ items, index, onIndexChange }: MediaViewerProps) {
  const { t } = useLingui();
  const previousLabel = t({ message: 'Previous', comment: 'the viewer: the photo before' });
  const nextLabel = t({ message: 'Next', comment: 'the viewer: the photo after' });
  const returnFocus = useReturnFocus();
  const zoom = useZoom();
  const item = index === null ? undefined : items[index];
  const go = (next: number) => {
    if (index === null || next < 0 || next >= items.length) return;
    zoom.reset();
    onIndexChange(next);
  };
  const previous = () => go((index ?? 0) - 1);
  const next = () => go((index ?? 0) + 1);
  const close = () => onIndexChange(null);
  const gestures = useGestures({
    zoom,
    onNext: next,
    onPrevious: previous,
    onSwipeDown: close,
    onDoubleTap: () => (item?.kind === 'photo' ? zoom.toggle() : undefined),
  });

  const onKeyDown = (event: KeyboardEvent) => {
    // A focused video seeks with the arrows itself.
    if (event.target instanceof HTMLMediaElement) return;
    const rtl = document.documentElement.dir === 'rtl';
    const keys: Record<string, (() => void) | undefined> = {
      ArrowLeft: rtl ? next : previous,
      ArrowRight: rtl ? previous : next,
      '+': item?.kind === 'photo' ? zoom.zoomIn : undefined,
      '=': item?.kind === 'photo' ? zoom.zoomIn : undefined,
      '-': item?.kind === 'photo' ? zoom.zoomOut : undefined,
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <RadixDialog.Root open={item !== undefined} onOpenChange={(open) => (open ? null : close())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black" />
        {item && index !== null ? (
          <RadixDialog.Content
            className="fixed inset-0 z-50 flex flex-col bg-black text-white"
            onKeyDown={onKeyDown}
            {...returnFocus}
            {...(item.caption ? {} : { 'aria-describedby': undefined })}
          >
            <ViewerToolbar item={item} position={index + 1} count={items.length} zoom={zoom} />
            <div className="relative flex min-h-0 flex-1">
              <div
                className="flex min-h-0 flex-1 touch-none items-center justify-center overflow-hidden"
                {...gestures}
              >
                {item.kind === 'photo' ? (
                  <img
                    key={item.key}
                    src={item.url}
                    alt={item.label}
                    width={item.width}
                    height={item.height}
                    draggable={false}
                    className="max-h-full max-w-full object-contain transition-transform duration-100"
                    style={{
                      transform: `translate(${zoom.offset.x}px, ${zoom.offset.y}px) scale(${zoom.scale})`,
                    }}
                  />
                ) : (
                  <video
                    key={item.key}
                    src={item.url}
                    poster={item.poster ?? undefined}
                    aria-label={item.label}
                    width={item.width}
                    height={item.height}
                    controls
                    playsInline
                    preload="metadata"
                    className="max-h-full max-w-full object-contain"
                  />
                )}
              </div>
              {index > 0 ? (
                <button
                  type="button"
                  aria-label={previousLabel}
                  className={`${controlClass} absolute start-2 top-1/2 -translate-y-1/2`}
                  onClick={previous}
                >
                  <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
                  <EasyLabel>{previousLabel}</EasyLabel>
                </button>
              ) : null}
              {index < items.length - 1 ? (
                <button
                  type="button"
                  aria-label={nextLabel}
                  className={`${controlClass} absolute end-2 top-1/2 -translate-y-1/2`}
                  onClick={next}
                >
                  <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
                  <EasyLabel>{nextLabel}</EasyLabel>
                </button>
              ) : null}
            </div>
            {item.caption ? (
              <RadixDialog.Description dir="auto" className="p-4 text-base whitespace-pre-wrap">
                {item.caption}
              </RadixDialog.Description>
            ) : null}
          </RadixDialog.Content>
        ) : null}
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
