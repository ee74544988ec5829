import { Trans, useLingui } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { Message, MessageStory } from '@hearth/shared';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { AudioPlayer } from '@/components/ui/audio-player';
import { EasyLabel } from '@/components/ui/easy-label';
import { markPlayed } from '../api/mark-played';
import { savePage, savedPage } from '../lib/story-progress';
import { StoryTurnButton } from './story-turn-button';

interface StoryPlayerProps {
  message: Message & { story: MessageStory };
  own: boolean;
  profileId: string;
  conversationId: string;
  onClose: () => void;
}

const SWIPE_PX = 60;

/**
 * The book, full screen, for a small child: a huge illustration, the page's words, and the
 * reader's voice. Each page plays its recording and turns to the next when it ends (unless
 * auto-turn is off); the big arrows and a swipe turn by hand. The page reached is remembered.
 */
export function StoryPlayer({
  message,
  own,
  profileId,
  conversationId,
  onClose,
}: StoryPlayerProps) {
  const { t } = useLingui();
  const { story } = message;
  const last = story.pages.length - 1;
  const [index, setIndex] = useState(() => savedPage(profileId, message.id, story.pages.length));
  const [autoTurn, setAutoTurn] = useState(true);
  const marked = useRef(own);
  const swipeStart = useRef<number | null>(null);
  const page = story.pages[index]!;
  const pageNumber = page.page_number;
  const pageCount = story.pages.length;

  useEffect(() => savePage(profileId, message.id, index), [profileId, message.id, index]);

  const turn = (to: number) => setIndex(Math.max(0, Math.min(last, to)));
  const played = () => {
    if (marked.current) return;
    marked.current = true;
    void markPlayed({ profileId, conversationId, messageId: message.id }).catch(() => {
      marked.current = false;
    });
  };
  const swipe = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    // A book read right to left (Arabic) turns forward with a swipe to the right.
    const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? dx > 0 : dx < 0;
    if (Math.abs(dx) >= SWIPE_PX) turn(forward ? index + 1 : index - 1);
  };

  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          // A phone's height may not hold a long page: the book scrolls rather than hiding its arrows.
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-cream p-4 text-ink"
          onPointerDown={(e) => (swipeStart.current = e.clientX)}
          onPointerUp={swipe}
        >
          <div className="flex items-center justify-between gap-2">
            <RadixDialog.Title dir="auto" className="min-w-0 text-xl font-bold break-words">
              {story.title}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t`Close the book`}
              className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-surface easy:w-auto easy:gap-2 easy:px-4 easy:font-semibold"
            >
              <X aria-hidden="true" className="size-8" />
              <EasyLabel>{t`Close the book`}</EasyLabel>
            </RadixDialog.Close>
          </div>
          <div className="flex flex-1 flex-col items-center justify-center gap-4 text-center">
            {/* Bounded by the height too, so that a picture of several emoji leaves room for the words. */}
            <p
              role="img"
              aria-label={t`Illustration`}
              className="text-[min(20vw,12vh,10rem)] leading-none"
            >
              {page.illustration}
            </p>
            <p dir="auto" className="max-w-2xl text-2xl leading-relaxed">
              {page.text}
            </p>
            <p aria-live="polite" className="text-lg text-muted">
              <Trans>
                Page {pageNumber} of {pageCount}
              </Trans>
            </p>
            {page.audio ? (
              // The app's own large controls: the browser's are 13 px high. A page of its own
              // mounts a player of its own, which starts by itself.
              <div className="w-full max-w-md">
                <AudioPlayer
                  key={page.page_number}
                  src={page.audio.url}
                  durationSeconds={page.audio.duration_ms / 1000}
                  label={t({
                    message: `reading of page ${pageNumber}`,
                    comment: 'names a player: "Play …", "Pause …"',
                  })}
                  size="large"
                  autoPlay
                  onPlay={played}
                  onEnded={() => (autoTurn && index < last ? turn(index + 1) : undefined)}
                />
              </div>
            ) : null}
          </div>
          {/* At 390 px the switch takes a row of its own below the arrows. */}
          <div className="flex flex-wrap items-center justify-between gap-4">
            <StoryTurnButton
              direction="previous"
              label={t`Previous page`}
              disabled={index === 0}
              onClick={() => turn(index - 1)}
            />
            <label className="order-last flex min-h-11 w-full items-center justify-center gap-2 text-lg sm:order-none sm:w-auto">
              <input
                type="checkbox"
                name="auto-turn"
                className="size-11 shrink-0 accent-primary"
                checked={autoTurn}
                onChange={(e) => setAutoTurn(e.target.checked)}
              />
              <Trans>Turn pages by themselves</Trans>
            </label>
            <StoryTurnButton
              direction="next"
              label={t`Next page`}
              disabled={index === last}
              onClick={() => turn(index + 1)}
            />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
