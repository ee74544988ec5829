import type { Story } from '@hearth/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { PenLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { LinkButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { DELETE_STORY_FAILED, useDeleteStory } from '../api/delete-story';
import { useFamilyStories } from '../api/get-family-stories';
import { useReturnTo } from '../lib/return-to';
import { StoryRow } from './story-row';

/** The stories this family wrote: write a new one, change one, or delete one. */
export function FamilyStoriesPage() {
  const { t, i18n } = useLingui();
  const stories = useFamilyStories();
  const remove = useDeleteStory();
  const back = useReturnTo();
  const [deleting, setDeleting] = useState<Story | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  // The row and its button are gone: once the dialog has closed (it holds focus while open),
  // the hand goes to the page's main action.
  const focusWrite = useRef(false);
  useEffect(() => {
    if (deleting || !focusWrite.current) return;
    focusWrite.current = false;
    document.getElementById('write-story')?.focus();
  }, [deleting]);
  const write = (
    <LinkButton id="write-story" to="/stories/new" state={back.state}>
      <PenLine aria-hidden="true" className="size-5" />
      <Trans>Write a Story</Trans>
    </LinkButton>
  );

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleted(deleting.title);
        focusWrite.current = true;
      },
      onSettled: () => setDeleting(null),
    });
  }

  const list = stories.data ?? [];
  // The story asked about, then the one deleted: each named by its title.
  const title = deleting?.title ?? '';
  const story = deleted ?? '';
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">
        <Trans>Family Stories</Trans>
      </h1>
      {/* What is true: the server keeps a story for this account alone, and a read-aloud carries
          a copy to the conversation it is sent in. */}
      <p>
        <Trans>
          Write your own picture book, page by page. Then choose it in “Read a Story” in a
          conversation to read it aloud. Only you and the people you read them to can see these
          stories.
        </Trans>
      </p>
      <FormError messages={remove.isError ? i18n._(DELETE_STORY_FAILED) : null} />
      <p role="status" className="empty:hidden">
        {deleted === null ? '' : t`“${story}” was deleted.`}
      </p>
      {stories.isPending ? <Spinner /> : null}
      {stories.isError ? <FormError messages={stories.error.message} /> : null}
      {/* One place whether or not there are stories, so focus sent to it survives the last delete. */}
      <div>{write}</div>
      {stories.isSuccess && list.length === 0 ? (
        <EmptyState
          emoji="📖"
          title={t`No family stories yet`}
          text={t`Write a story for the children to hear in your voice.`}
        />
      ) : null}
      {list.length > 0 ? (
        <ul aria-label={t`Family stories`} className="flex flex-col gap-3">
          {list.map((story) => (
            <StoryRow
              key={story.id}
              story={story}
              state={back.state}
              onDelete={() => {
                remove.reset();
                setDeleted(null);
                setDeleting(story);
              }}
            />
          ))}
        </ul>
      ) : null}
      <div>
        <LinkButton variant="secondary" to={back.to}>
          {i18n._(back.label)}
        </LinkButton>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t`Delete Story`}
        message={t`Delete “${title}”? This cannot be undone. Read-alouds already sent keep their own copy.`}
        confirmLabel={t`Delete Story`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
