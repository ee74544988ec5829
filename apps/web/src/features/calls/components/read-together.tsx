import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Story } from '@hearth/shared';
import { ChevronLeft, ChevronRight, Circle, X } from 'lucide-react';
import { StoryShelf } from '@/components/ui/story-shelf';
import { Spinner } from '@/components/ui/spinner';
import { useStoriesQuery } from '@/lib/stories-query';
import type { CallSession } from '../hooks/call-session';
import { useCallVersion } from '../hooks/use-call-version';
import { useKeepReading } from '../hooks/use-keep-reading';
import { CallButton } from './call-button';

interface ReadTogetherProps {
  session: CallSession;
  profileId: string;
  conversationId: string;
  /** The library is open on this screen (no story shared yet). */
  choosing: boolean;
  onChosen: () => void;
}

/**
 * The story read together: the library to choose from, then the open page, the same on every
 * screen in the call (call.story). Whoever turns the page turns it for everyone.
 */
export function ReadTogether(props: ReadTogetherProps) {
  const { session, profileId, conversationId, choosing, onChosen } = props;
  const { t } = useLingui();
  // Its own subscription: the call screen hands it down as an element that does not change.
  useCallVersion(session);
  const shared = session.story;
  // The library is asked for only when a story is chosen or shared.
  const stories = useQuery({ ...useStoriesQuery(), enabled: choosing || shared !== null });
  const keep = useKeepReading({ profileId, conversationId, local: session.local, story: shared });
  const story = shared ? stories.data?.find((s) => s.id === shared.story_id) : undefined;

  if (!shared) {
    if (!choosing) return null;
    if (stories.isPending) return <Spinner label={t`Loading stories`} />;
    const open = (chosen: Story) => {
      session.shareStory({ story_id: chosen.id, page: 0 });
      onChosen();
    };
    return (
      <section
        aria-label={t`Choose a story to read together`}
        className="max-h-[50vh] overflow-y-auto rounded-card bg-cream p-3 text-ink"
      >
        <StoryShelf stories={stories.data ?? []} coverOf={(s) => s.cover_emoji} onOpen={open} />
      </section>
    );
  }
  if (!story) return <Spinner label={t`Loading stories`} />;

  const last = story.pages.length;
  const page = Math.min(shared.page, last);
  const content = page === 0 ? null : story.pages[page - 1];
  const title = story.title;
  const kept = keep.kept;
  const turn = (to: number) =>
    session.shareStory({ story_id: story.id, page: Math.max(0, Math.min(last, to)) });
  return (
    <section aria-label={t`Reading together: ${title}`} className="flex flex-col gap-3">
      <div
        aria-live="polite"
        className="flex min-h-40 flex-col items-center justify-center gap-3 rounded-card bg-cream p-4 text-center text-ink"
      >
        {content ? (
          <>
            <span aria-hidden="true" className="text-6xl">
              {content.illustration}
            </span>
            <p dir="auto" className="text-2xl leading-relaxed">
              {content.text}
            </p>
            <p className="text-lg text-muted">
              <Trans>
                Page {page} of {last}
              </Trans>
            </p>
          </>
        ) : (
          <>
            <span aria-hidden="true" className="text-7xl">
              {story.cover_emoji}
            </span>
            <p dir="auto" className="text-3xl font-bold">
              {story.title}
            </p>
            <p dir="auto" className="text-lg text-muted">
              {story.author}
            </p>
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <CallButton label={t`Previous page`} icon={ChevronLeft} onClick={() => turn(page - 1)} />
        <CallButton label={t`Next page`} icon={ChevronRight} onClick={() => turn(page + 1)} />
        <CallButton
          label={keep.keeping ? t`Stop keeping` : t`Keep this reading`}
          icon={Circle}
          pressed={keep.keeping}
          onClick={() => keep.setKeeping(!keep.keeping)}
        />
        <CallButton label={t`Close the story`} icon={X} onClick={() => session.shareStory(null)} />
      </div>
      {keep.keeping || keep.kept > 0 ? (
        <p role="status" className="text-center text-lg font-semibold">
          {keep.keeping ? t`Keeping this reading, page by page.` : null}{' '}
          <Trans>
            Pages kept: {kept}. After the call, open Read a Story in the conversation to listen and
            send it.
          </Trans>
        </p>
      ) : null}
    </section>
  );
}
