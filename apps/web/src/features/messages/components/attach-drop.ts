import { useEffect, useRef, useState } from 'react';
import { imageFiles } from '@/lib/media/choose-photos';

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

/**
 * While the conversation is open (its composer is on screen), photos dropped anywhere on the
 * page join the message, as on a desktop's chat apps. `dragging` says when to show the hint.
 */
export function usePhotoDrop(onPhotos: (files: File[]) => void, enabled: boolean) {
  const [dragging, setDragging] = useState(false);
  const latest = useRef(onPhotos);
  latest.current = onPhotos;
  useEffect(() => {
    if (!enabled) return;
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth += 1;
      setDragging(true);
    };
    const leave = () => {
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    // Without this the browser would open the dropped file in place of the app.
    const over = (event: DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      const files = imageFiles(event.dataTransfer?.files);
      if (files.length > 0) latest.current(files);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [enabled]);
  return dragging;
}
