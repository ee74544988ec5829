import { Trans, useLingui } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { Story } from '@hearth/shared';
import { useQueryClient } from '@tanstack/react-query';
import { PenLine, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LinkButton } from '@/components/ui/button';
import { EasyLabel } from '@/components/ui/easy-label';
import { Spinner } from '@/components/ui/spinner';
import { StoryShelf } from '@/components/ui/story-shelf';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { queryKeys } from '@/lib/query-keys';
import { useStories } from '../api/get-stories';
import { SEND_FAILED } from '../api/send-message';
import { sendStory } from '../api/send-story';
import {
  deleteDraft,
  draftKey,
  fitDraft,
  loadDraft,
  saveDraft,
  type StoryDraft,
} from '@/lib/story-draft';
import { StoryPageRecorder } from './story-page-recorder';

interface ReadStoryDialogProps {
  profileId: string;
  conversationId: string;
  onClose: () => void;
  onSent: () => void;
}

/**
 * Full screen: the library, then the chosen book page by page. The recording so far is a draft
 * on this device, so closing, reloading or finishing tomorrow loses nothing.
 */
export function ReadStoryDialog({
  profileId,
  conversationId,
  onClose,
  onSent,
}: ReadStoryDialogProps) {
  const { t, i18n } = useLingui();
  const key = draftKey(profileId, conversationId);
  const stories = useStories(true);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<StoryDraft | null | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadDraft(key)
      .then((found) => live && setDraft(found ?? null))
      .catch(() => live && setDraft(null));
    return () => {
      live = false;
    };
  }, [key]);

  const update = (next: StoryDraft | null) => {
    setDraft(next);
    void (next ? saveDraft(next) : deleteDraft(key));
  };
  const choose = (story: Story) =>
    update({ key, client_id: crypto.randomUUID(), story_id: story.id, page_index: 0, pages: {} });

  const story = draft ? stories.data?.find((s) => s.id === draft.story_id) : undefined;
  const fitted = draft && story ? fitDraft(draft, story.pages.length) : draft;

  const send = async () => {
    if (!fitted) return;
    setSending(true);
    setError(null);
    try {
      await sendStory({ profileId, conversationId, draft: fitted });
      await deleteDraft(key);
      void queryClient.invalidateQueries({
        queryKey: queryKeys.conversation(profileId, conversationId),
      });
      onSent();
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? sharedSentence(caught.message) : i18n._(SEND_FAILED));
    } finally {
      setSending(false);
    }
  };

  let body;
  if (draft === undefined || stories.isPending) body = <Spinner />;
  else if (fitted && story) {
    body = (
      <StoryPageRecorder
        story={story}
        draft={fitted}
        onChange={update}
        onSend={() => void send()}
        onRestart={() => update(null)}
        sending={sending}
        error={error}
      />
    );
  } else {
    body = (
      <>
        <StoryShelf stories={stories.data ?? []} coverOf={(s) => s.cover_emoji} onOpen={choose} />
        {/* No story is chosen yet, so leaving for the Family Stories screen loses nothing. */}
        <LinkButton
          variant="secondary"
          className="self-start"
          to="/stories"
          state={{ from: `/conversations/${conversationId}` }}
        >
          <PenLine aria-hidden="true" className="size-5" />
          <Trans>Write a Family Story</Trans>
        </LinkButton>
      </>
    );
  }

  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col gap-4 overflow-y-auto bg-cream p-4 text-ink"
        >
          <div className="flex items-center justify-between gap-2">
            <RadixDialog.Title dir="auto" className="text-2xl font-bold">
              {story ? story.title : t`Read a Story`}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t`Close`}
              className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-surface easy:w-auto easy:gap-2 easy:px-4 easy:font-semibold"
            >
              <X aria-hidden="true" className="size-6" />
              <EasyLabel>{t`Close`}</EasyLabel>
            </RadixDialog.Close>
          </div>
          {body}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
