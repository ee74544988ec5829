/**
 * The camera and microphone for a call. Without a camera (or its permission) a video call goes
 * on with the voice alone; without either, the call still shows and hears the others.
 */
export async function openLocalMedia(video: boolean): Promise<MediaStream | null> {
  const media = navigator.mediaDevices;
  if (!media?.getUserMedia) return null;
  const audio = { echoCancellation: true, noiseSuppression: true };
  if (video) {
    try {
      return await media.getUserMedia({ audio, video: { facingMode: 'user' } });
    } catch {
      // Falls through to the microphone alone.
    }
  }
  try {
    return await media.getUserMedia({ audio });
  } catch {
    return null;
  }
}

/** Swaps the front and back camera in the stream; answers the new track, or null. */
export async function switchCamera(stream: MediaStream | null): Promise<MediaStreamTrack | null> {
  const current = stream?.getVideoTracks()[0];
  if (!stream || !current) return null;
  const facing = current.getSettings().facingMode === 'environment' ? 'user' : 'environment';
  try {
    const next = await navigator.mediaDevices.getUserMedia({ video: { facingMode: facing } });
    const track = next.getVideoTracks()[0];
    if (!track) return null;
    stream.removeTrack(current);
    current.stop();
    stream.addTrack(track);
    return track;
  } catch {
    return null;
  }
}
