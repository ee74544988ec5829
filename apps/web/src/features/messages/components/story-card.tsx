import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { Message, MessageStory, Participant } from '@hearth/shared';
import { BookOpen, Headphones } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useKidMode } from '@/lib/kid-mode';
import { formatSeconds } from '@/lib/voice/format-seconds';
import { spokenList } from '../lib/spoken-list';
import { SaveBookMenu } from './save-book-menu';
import { StoryPlayer } from './story-player';

interface StoryCardProps {
  message: Message & { story: MessageStory };
  own: boolean;
  profileId: string;
  participants: readonly Participant[];
  conversationId: string;
}

/** "Grandma read The Three Bears, 3 pages, 0:05", in the active language. */
export function storySummary(message: Message & { story: MessageStory }, own: boolean): string {
  const { story } = message;
  const ms = story.pages.reduce((sum, page) => sum + (page.audio?.duration_ms ?? 0), 0);
  const { title } = story;
  const count = story.pages.length;
  const nickname = message.profile.nickname;
  if (ms > 0) {
    const duration = formatSeconds(ms / 1000);
    return own
      ? t({
          comment: 'a read-aloud message, as its reader sees it; {duration} is like "1:15"',
          message: plural(count, {
            one: `You read ${title}, # page, ${duration}`,
            other: `You read ${title}, # pages, ${duration}`,
          }),
        })
      : t({
          comment: 'a read-aloud message; {duration} is like "1:15"',
          message: plural(count, {
            one: `${nickname} read ${title}, # page, ${duration}`,
            other: `${nickname} read ${title}, # pages, ${duration}`,
          }),
        });
  }
  return own
    ? t({
        comment: 'a read-aloud message without sound, as its reader sees it',
        message: plural(count, {
          one: `You read ${title}, # page`,
          other: `You read ${title}, # pages`,
        }),
      })
    : t({
        comment: 'a read-aloud message without sound',
        message: plural(count, {
          one: `${nickname} read ${title}, # page`,
          other: `${nickname} read ${title}, # pages`,
        }),
      });
}

/** Who has listened to the read-aloud, as its sender sees it ("Sam listened to ..."). */
function listenedText(
  message: Message & { story: MessageStory },
  participants: readonly Participant[],
) {
  const ids = message.story.pages.find((page) => page.audio)?.audio?.played_by ?? [];
  const names = participants.filter((p) => ids.includes(p.id)).map((p) => p.nickname);
  if (names.length === 0) return null;
  const listeners = spokenList(names);
  const people = names.length;
  const { title } = message.story;
  return t({
    comment: '{listeners} is one name or a list of {people} names: "Sam", "Sam and Ben"',
    message: plural(people, {
      one: `${listeners} listened to ${title}`,
      other: `${listeners} listened to ${title}`,
    }),
  });
}

/** A read-aloud in the conversation: a book with its cover, opening the full-screen player. */
export function StoryCard({
  message,
  own,
  profileId,
  participants,
  conversationId,
}: StoryCardProps) {
  // Its sentences are made by the functions above: a new language renders them again.
  useLingui();
  const [search, setSearch] = useSearchParams();
  // A link to the book itself (`?story=<message id>`) opens it with the conversation.
  const [open, setOpen] = useState(() => search.get('story') === message.id);
  const close = () => {
    setOpen(false);
    if (search.get('story') !== message.id) return;
    // Closed, the book stays closed on a reload or a Back to this page.
    setSearch(
      (params) => {
        params.delete('story');
        return params;
      },
      { replace: true },
    );
  };
  const listened = own ? listenedText(message, participants) : null;
  // A book is saved by a grown-up: a child's session cannot download one.
  const kidMode = useKidMode();
  return (
    <div className="flex flex-col gap-2">
      {kidMode || !conversationId ? null : (
        <SaveBookMenu
          profileId={profileId}
          conversationId={conversationId}
          messageId={message.id}
          title={message.story.title}
        />
      )}
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex min-h-16 items-center gap-3 rounded-card bg-surface p-3 text-start text-ink shadow-sm hover:bg-cream"
      >
        <span aria-hidden="true" className="text-5xl">
          {message.story.cover_emoji}
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="text-lg font-bold break-words">{storySummary(message, own)}</span>
          <span className="flex items-center gap-1 text-base text-primary">
            <BookOpen aria-hidden="true" className="size-5" />
            <Trans>Open the book</Trans>
          </span>
        </span>
      </button>
      {listened ? (
        <span className="flex items-center gap-1 text-base font-semibold">
          <Headphones aria-hidden="true" className="size-5" />
          {listened}
        </span>
      ) : null}
      {open ? (
        <StoryPlayer
          message={message}
          own={own}
          profileId={profileId}
          conversationId={conversationId}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
