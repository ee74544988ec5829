import { LIMITS } from '@hearth/shared';

export interface VideoFacts {
  /** Null when this browser cannot read the file (the server reads it anyway). */
  durationMs: number | null;
  /** A JPEG of the first second, or null: the server then draws its own. */
  poster: Blob | null;
}

const POSTER_AT_SECONDS = 0.5;
const GIVE_UP_MS = 5_000;

function drawPoster(video: HTMLVideoElement): Promise<Blob | null> {
  const scale = Math.min(1, LIMITS.photoDisplayMaxSide / Math.max(video.videoWidth, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0) return Promise.resolve(null);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
}

/**
 * Reads a video's length and draws its poster from the first second, in a video element that
 * is never shown. Whatever fails or takes too long answers null: both are niceties.
 */
export function videoFacts(blob: Blob): Promise<VideoFacts> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(blob);
    let durationMs: number | null = null;
    const finish = (poster: Blob | null) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve({ durationMs, poster });
    };
    const timer = setTimeout(() => finish(null), GIVE_UP_MS);
    video.muted = true;
    video.preload = 'auto';
    video.onloadedmetadata = () => {
      // A recording's WebM may say Infinity until read through; the server measures it anyway.
      if (Number.isFinite(video.duration)) durationMs = Math.round(video.duration * 1000);
      video.currentTime = Math.min(POSTER_AT_SECONDS, (video.duration || 1) / 2);
    };
    video.onseeked = () => void drawPoster(video).then(finish, () => finish(null));
    video.onerror = () => finish(null);
    video.src = url;
  });
}
