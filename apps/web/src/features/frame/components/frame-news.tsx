import { Trans, useLingui } from '@lingui/react/macro';
import { Play, X } from 'lucide-react';
import { useState } from 'react';
import type { FrameNews } from '../hooks/use-frame-news';

const big =
  'inline-flex min-h-16 items-center justify-center gap-3 rounded-card px-6 text-2xl font-bold focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-white';

function Face({ nickname }: { nickname: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-24 shrink-0 items-center justify-center rounded-full bg-primary text-5xl font-bold text-white"
    >
      {nickname.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** A voice or video message: nothing plays until the big Play is pressed. */
function PlayNews({ news }: { news: FrameNews }) {
  const { message } = news;
  const [playing, setPlaying] = useState(false);
  const sender = message.profile.nickname;
  const { video } = message;
  if (playing && video) {
    return (
      <video
        src={video.url}
        poster={video.poster_url ?? undefined}
        controls
        autoPlay
        playsInline
        className="max-h-[60vh] w-full rounded-card bg-black"
      />
    );
  }
  if (playing && message.audio) {
    return <audio src={message.audio.url} controls autoPlay className="w-full" />;
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className={`${big} bg-success text-white`}
    >
      <Play aria-hidden="true" className="size-10 rtl:-scale-x-100" />
      {video ? <Trans>Play {sender}'s video</Trans> : <Trans>Play {sender}'s voice message</Trans>}
    </button>
  );
}

/** What just came, large, over the slideshow: a text for a minute, or a message to play. */
export function FrameNewsCard({ news, onClose }: { news: FrameNews; onClose: () => void }) {
  const { t } = useLingui();
  const { message } = news;
  const sender = message.profile.nickname;
  return (
    <section
      aria-live="polite"
      aria-label={t`New from ${sender}`}
      className="flex w-full max-w-3xl flex-col items-center gap-6 rounded-card bg-surface p-8 text-center text-ink shadow-2xl"
    >
      <div className="flex items-center gap-5">
        <Face nickname={sender} />
        <h2 dir="auto" className="text-start text-4xl font-bold">
          {t`New from ${sender}`}
        </h2>
      </div>
      {news.kind === 'text' ? (
        <p dir="auto" className="text-4xl leading-snug whitespace-pre-wrap">
          {message.content}
        </p>
      ) : (
        <PlayNews key={message.id} news={news} />
      )}
      <button type="button" onClick={onClose} className={`${big} bg-bubble text-ink`}>
        <X aria-hidden="true" className="size-8" />
        <Trans>Close</Trans>
      </button>
    </section>
  );
}
