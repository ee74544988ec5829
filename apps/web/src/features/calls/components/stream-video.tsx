import { useEffect, useRef } from 'react';

interface StreamVideoProps {
  stream: MediaStream;
  label: string;
  /** One's own picture: no sound back, and mirrored like a mirror. */
  own?: boolean;
}

/** A live stream in a <video>; the element keeps playing as tracks arrive later. */
export function StreamVideo({ stream, label, own = false }: StreamVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    const play = () => void video.play?.()?.catch(() => undefined);
    play();
    stream.addEventListener('addtrack', play);
    return () => stream.removeEventListener('addtrack', play);
  }, [stream]);
  return (
    <video
      ref={ref}
      aria-label={label}
      autoPlay
      playsInline
      muted={own}
      className={`size-full object-cover ${own ? '-scale-x-100' : ''}`}
    />
  );
}
