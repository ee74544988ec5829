import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EasyLabel } from '@/components/ui/easy-label';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/form-error';
import { MediaViewer } from '@/components/ui/media-viewer/media-viewer';
import { Spinner } from '@/components/ui/spinner';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { useAlbum } from '../api/get-album';
import { useSentinel } from '../hooks/use-sentinel';
import { byMonth } from '../lib/by-month';
import { showable, viewerItems } from '../lib/viewer-items';
import { AlbumFilter, type AlbumConversation } from './album-filter';
import { AlbumTile } from './album-tile';

// The tiles a phone shows before any scrolling (three columns, four rows).
const FIRST_SCREEN = 12;

interface AlbumPageProps {
  profileId: string;
  /** The profile's conversations, for the filter. */
  conversations: readonly AlbumConversation[];
  /** The conversation shown, or '' for the whole album. */
  conversationId: string;
  onConversationChange: (conversationId: string) => void;
}

/** Every photo and video of the profile's conversations, by month, newest first. */
export function AlbumPage(props: AlbumPageProps) {
  const { profileId, conversations, conversationId, onConversationChange } = props;
  const { t } = useLingui();
  const album = useAlbum(profileId, conversationId || undefined);
  const [open, setOpen] = useState<number | null>(null);
  const pages = album.data?.pages;
  const items = useMemo(() => pages?.flatMap((page) => page.items).filter(showable) ?? [], [pages]);
  // Made at each render, not kept: their labels and month names follow a change of language.
  const viewer = viewerItems(items);
  const months = byMonth(items);
  const loadMore = () => {
    if (album.hasNextPage && !album.isFetchingNextPage) void album.fetchNextPage();
  };
  // Observed afresh after each page: the sentinel may still be on screen once it arrives.
  const sentinel = useSentinel<HTMLDivElement>(loadMore, album.hasNextPage, pages?.length ?? 0);
  // Opened from a conversation the list has not loaded: its name comes with its photos.
  const known = !conversationId || conversations.some((c) => c.id === conversationId);
  const options = known
    ? conversations
    : [
        ...conversations,
        { id: conversationId, title: items[0]?.conversation.title ?? t`This conversation` },
      ];

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="flex items-center gap-2 easy:flex-col easy:items-start">
        <Link
          to="/conversations"
          aria-label={t`Back to conversations`}
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-card hover:bg-bubble easy:w-auto easy:gap-2 easy:border-2 easy:border-primary easy:px-4 easy:font-semibold easy:text-primary"
        >
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          <EasyLabel>{t`Back to conversations`}</EasyLabel>
        </Link>
        <h1 className="text-3xl font-bold">
          <Trans>Family album</Trans>
        </h1>
      </div>
      <AlbumFilter conversations={options} value={conversationId} onChange={onConversationChange} />
      {album.isPending ? <Spinner /> : null}
      {album.isError ? <FormError messages={sharedSentence(album.error.message)} /> : null}
      {album.isSuccess && items.length === 0 ? (
        <EmptyState
          emoji="📷"
          title={t`No photos yet`}
          text={t`Photos and videos sent in your conversations will appear here.`}
        />
      ) : null}
      {months.map((month) => (
        <section
          key={month.key}
          aria-labelledby={`album-${month.key}`}
          className="flex flex-col gap-2"
        >
          <h2 id={`album-${month.key}`} className="text-xl font-bold">
            {month.title}
          </h2>
          <ul className="grid grid-cols-3 gap-1 sm:grid-cols-4">
            {month.items.map(({ item, index }) => (
              <li key={viewer[index]?.key ?? index}>
                <AlbumTile
                  item={item}
                  label={viewer[index]?.label ?? ''}
                  onOpen={() => setOpen(index)}
                  load={index === 0 ? 'first' : index < FIRST_SCREEN ? 'eager' : 'lazy'}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {album.hasNextPage ? (
        <div ref={sentinel} className="flex justify-center">
          <Button variant="secondary" onClick={loadMore} disabled={album.isFetchingNextPage}>
            {album.isFetchingNextPage ? t`Loading…` : t`Load more`}
          </Button>
        </div>
      ) : null}
      <MediaViewer items={viewer} index={open} onIndexChange={setOpen} />
    </div>
  );
}
