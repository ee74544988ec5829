import type { Message, MessageStory, Participant } from '@hearth/shared';
import { BookOpen, Headphones } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatSeconds } from '@/lib/voice/format-seconds';
import { StoryPlayer } from './story-player';

interface StoryCardProps {
  message: Message & { story: MessageStory };
  own: boolean;
  profileId: string;
  participants: readonly Participant[];
  conversationId: string;
}

export function storySummary(message: Message & { story: MessageStory }, own: boolean): string {
  const { story } = message;
  const ms = story.pages.reduce((sum, page) => sum + (page.audio?.duration_ms ?? 0), 0);
  const who = own ? 'You' : message.profile.nickname;
  const pages = `${story.pages.length} ${story.pages.length === 1 ? 'page' : 'pages'}`;
  return `${who} read ${story.title}, ${pages}${ms > 0 ? `, ${formatSeconds(ms / 1000)}` : ''}`;
}

/** Who has listened to the read-aloud, as its sender sees it ("Sam listened to ..."). */
function listenedText(
  message: Message & { story: MessageStory },
  participants: readonly Participant[],
) {
  const ids = message.story.pages.find((page) => page.audio)?.audio?.played_by ?? [];
  const names = participants.filter((p) => ids.includes(p.id)).map((p) => p.nickname);
  return names.length > 0 ? `${names.join(', ')} listened to ${message.story.title}` : null;
}

/** A read-aloud in the conversation: a book with its cover, opening the full-screen player. */
export function StoryCard({
  message,
  own,
  profileId,
  participants,
  conversationId,
}: StoryCardProps) {
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
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex min-h-16 items-center gap-3 rounded-card bg-surface p-3 text-left text-ink shadow-sm hover:bg-cream"
      >
        <span aria-hidden="true" className="text-5xl">
          {message.story.cover_emoji}
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="text-lg font-bold break-words">{storySummary(message, own)}</span>
          <span className="flex items-center gap-1 text-base text-primary">
            <BookOpen aria-hidden="true" className="size-5" />
            Open the book
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
