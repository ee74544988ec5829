let current: HTMLMediaElement | null = null;

/** One voice at a time: a message that starts playing pauses the one that was playing. */
export function claimPlayback(audio: HTMLMediaElement): void {
  if (current && current !== audio && !current.paused) current.pause();
  current = audio;
}

export function releasePlayback(audio: HTMLMediaElement): void {
  if (current === audio) current = null;
}
