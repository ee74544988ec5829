import { Trans, useLingui } from '@lingui/react/macro';
import { SETTINGS_LIMITS, type ProfileSettings } from '@hearth/shared';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { queryKeys } from '@/lib/query-keys';
import { useConnectionState, useRealtime } from '@/lib/realtime/realtime-context';
import { useFramePhotos } from '../api/get-frame-photos';
import { useFrameNews } from '../hooks/use-frame-news';
import { useLivePhotos } from '../hooks/use-live-photos';
import { useNight } from '../hooks/use-night';
import { useNow } from '../hooks/use-now';
import { useSlideshow } from '../hooks/use-slideshow';
import { useWakeLock } from '../hooks/use-wake-lock';
import { CallRow, type FrameCallee } from './call-row';
import { FrameClock } from './frame-clock';
import { FrameNewsCard } from './frame-news';
import { NightCover } from './night-cover';
import { Slideshow } from './slideshow';

interface FramePageProps {
  profileId: string;
  settings: ProfileSettings;
  /** The people of settings.frame.call_profile_ids this profile can call, in that order. */
  callees: readonly FrameCallee[];
  onCall: (callee: FrameCallee) => void;
  /** Each photo this long; shorter only for tests. */
  slideMs?: number;
  /** The tablet's own zone unless a test names one. */
  timeZone?: string;
}

/**
 * Hearth Frame: the family album as a slideshow on a tablet on a stand, the clock, what
 * arrives live, and big buttons to call. It keeps the screen on, and dims at night.
 */
export function FramePage(props: FramePageProps) {
  const { profileId, settings, callees, onCall, timeZone } = props;
  const slideMs = props.slideMs ?? SETTINGS_LIMITS.slideMs;
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const album = useFramePhotos(profileId);
  const shown = settings.shown_conversation_ids;
  const { photos, newest, add } = useLivePhotos(album.data, shown);
  // A video of the slideshow playing holds it (and a new photo's turn) until it ends.
  const [playing, setPlaying] = useState(false);
  const index = useSlideshow(photos.length, slideMs, newest, playing);
  // "New from Sam" for the news's first showing only, not at each round after.
  const [told, setTold] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setTold(newest), slideMs);
    return () => clearTimeout(timer);
  }, [newest, slideMs]);
  const now = useNow();
  const { dark, wake } = useNight(settings.frame.night, timeZone);
  const onSlide = useCallback(
    (conversationId: string, message: Parameters<typeof add>[1]) => {
      add(conversationId, message);
      void queryClient.invalidateQueries({ queryKey: queryKeys.framePhotos(profileId) });
    },
    [add, queryClient, profileId],
  );
  const { news, dismiss } = useFrameNews({
    me: profileId,
    shown,
    onSlide,
  });
  useWakeLock();

  // Back after a network loss or a server restart: the album may have grown meanwhile.
  const connection = useConnectionState();
  useEffect(() => {
    if (connection === 'online') void album.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on coming back online
  }, [connection]);

  // A call brightens the frame at night, as a tap does.
  const calls = useRealtime()?.calls;
  useEffect(
    () => calls?.subscribe((event) => event.type === 'call.started' && wake()),
    [calls, wake],
  );

  return (
    <div
      role="region"
      aria-label={t`Hearth Frame`}
      className="fixed inset-0 z-40 overflow-hidden bg-black text-white"
    >
      <h1 className="sr-only">
        <Trans>Hearth Frame</Trans>
      </h1>
      <Slideshow
        photos={photos}
        index={index}
        now={now}
        newest={newest === told ? null : newest}
        onPlayingChange={setPlaying}
      />
      {album.isSuccess && photos.length === 0 ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-8 text-center">
          <span aria-hidden="true" className="text-7xl">
            📷
          </span>
          <p className="text-4xl font-bold">
            <Trans>No photos yet</Trans>
          </p>
          <p className="text-2xl">
            <Trans>Photos your family sends will show here.</Trans>
          </p>
        </div>
      ) : null}
      <div className="absolute end-6 top-6">
        <FrameClock now={now} />
      </div>
      {news ? (
        <div className="absolute inset-0 z-10 flex items-center justify-center bg-black/60 p-6">
          <FrameNewsCard news={news} onClose={dismiss} />
        </div>
      ) : null}
      <div className="absolute inset-x-6 bottom-6 flex flex-wrap items-end justify-between gap-4">
        <CallRow callees={callees} onCall={onCall} />
        <Link
          to="/conversations"
          className="ms-auto inline-flex min-h-16 items-center gap-3 rounded-card bg-white px-5 text-2xl font-bold text-ink shadow-lg focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <MessageCircle aria-hidden="true" className="size-8" />
          <Trans>Messages</Trans>
        </Link>
      </div>
      {dark ? <NightCover now={now} onWake={wake} /> : null}
    </div>
  );
}
