import type { Story } from '@hearth/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { CREATE_STORY_FAILED, useCreateStory } from '../api/create-story';
import { useFamilyStories } from '../api/get-family-stories';
import { UPDATE_STORY_FAILED, useUpdateStory } from '../api/update-story';
import { useReturnTo } from '../lib/return-to';
import { STORY_GONE } from '../lib/server-errors';
import { emptyStory, storyValues } from '../lib/story-form';
import { StoryForm } from './story-form';

function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

/** Writing a new story (no id) or changing one of the family's. */
export function StoryEditorPage({ storyId }: { storyId?: string }) {
  const { t, i18n } = useLingui();
  const stories = useFamilyStories();
  const back = useReturnTo();
  const list = { to: '/stories', state: back.state };
  if (!storyId) {
    return (
      <Shell title={t`Write a Story`}>
        <NewStory list={list} />
      </Shell>
    );
  }
  const story = stories.data?.find((s) => s.id === storyId);
  return (
    <Shell title={t`Edit Story`}>
      {stories.isPending ? <Spinner /> : null}
      {stories.isError ? <FormError messages={stories.error.message} /> : null}
      {stories.isSuccess && !story ? (
        <EmptyState
          emoji="📭"
          title={t`Story not found`}
          text={i18n._(STORY_GONE)}
          action={
            <LinkButton to={list.to} state={list.state}>
              <Trans>Back to Family Stories</Trans>
            </LinkButton>
          }
        />
      ) : null}
      {story ? <EditStory key={story.id} story={story} list={list} /> : null}
    </Shell>
  );
}

interface Place {
  to: string;
  state: unknown;
}

function NewStory({ list }: { list: Place }) {
  const { profile } = useSession();
  // Most stories are the grandparent's own, so their name is there to keep or change.
  const [initial] = useState(() => emptyStory(profile?.nickname ?? ''));
  const create = useCreateStory();
  const navigate = useNavigate();
  return (
    <StoryForm
      initial={initial}
      failed={CREATE_STORY_FAILED}
      cancel={list}
      onSave={async (story) => {
        await create.mutateAsync(story);
        await navigate(list.to, { state: list.state });
      }}
    />
  );
}

function EditStory({ story, list }: { story: Story; list: Place }) {
  // Taken once: a refresh of the list in the background does not overwrite what is typed.
  const [initial] = useState(() => storyValues(story));
  const update = useUpdateStory();
  const navigate = useNavigate();
  return (
    <StoryForm
      initial={initial}
      failed={UPDATE_STORY_FAILED}
      cancel={list}
      onSave={async (fields) => {
        await update.mutateAsync({ id: story.id, story: fields });
        await navigate(list.to, { state: list.state });
      }}
    />
  );
}
