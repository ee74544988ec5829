import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationSummary, Participant } from '@hearth/shared';
import { peopleOf } from '@/lib/people';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceList } from '@/components/ui/choice-list';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { setAutoAnswer } from '../api/auto-answer';
import { AUTO_ANSWER_SECONDS, autoAnswerKey, useAutoAnswerQuery } from '../hooks/use-auto-answer';

interface AutoAnswerPageProps {
  profileId: string;
  /** The profile's conversations: whom it may choose from. */
  conversations: ConversationSummary[];
  loading: boolean;
  /** A child's profile never answers by itself. */
  child: boolean;
  /** A section of a bigger settings page (a grandparent's): its title is a heading of level 2. */
  embedded?: boolean;
}

/** "Answer calls from these people automatically": for a grandparent's tablet. Off by default. */
export function AutoAnswerPage(props: AutoAnswerPageProps) {
  const { profileId, conversations, loading, child, embedded = false } = props;
  const { t } = useLingui();
  const saved = useAutoAnswerQuery(profileId, !child);
  if (child) {
    return (
      <p className="p-4 text-lg">
        <Trans>A child’s calls are always answered by the child.</Trans>
      </p>
    );
  }
  if (loading || saved.isPending) return <Spinner label={t`Loading`} />;
  return (
    <AutoAnswerForm
      profileId={profileId}
      people={peopleOf(conversations, profileId)}
      saved={saved.data?.profile_ids ?? []}
      embedded={embedded}
    />
  );
}

interface AutoAnswerFormProps {
  profileId: string;
  people: Participant[];
  saved: string[];
  embedded: boolean;
}

function AutoAnswerForm({ profileId, people, saved, embedded }: AutoAnswerFormProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState(() => new Set(saved));
  const save = useMutation({
    mutationFn: () => setAutoAnswer(profileId, { profile_ids: [...chosen] }),
    onSuccess: (value) => queryClient.setQueryData(autoAnswerKey(profileId), value),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const seconds = AUTO_ANSWER_SECONDS;
  const Heading = embedded ? 'h2' : 'h1';
  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${profileId}-auto-answer`}
      className={embedded ? 'flex flex-col gap-4' : 'mx-auto flex max-w-xl flex-col gap-4 p-4'}
    >
      <Heading id={`${profileId}-auto-answer`} className="text-2xl font-bold">
        <Trans>Answer calls from these people automatically</Trans>
      </Heading>
      <p className="text-lg">
        <Trans>
          For a tablet that someone should not have to touch: a call from them is answered after a{' '}
          {seconds}-second countdown, while Hearth is open on the screen.
        </Trans>
      </p>
      <ChoiceList
        legend={t`People`}
        legendHidden
        empty={t`Nobody yet: join a conversation first.`}
        choices={people.map((person) => ({ id: person.id, label: person.nickname }))}
        chosen={chosen}
        onChange={(id, on) => {
          const next = new Set(chosen);
          if (on) next.add(id);
          else next.delete(id);
          setChosen(next);
        }}
      />
      <FormError messages={save.error ? save.error.message : null} />
      {save.isSuccess ? (
        <p role="status" className="font-semibold text-success">
          <Trans>Saved</Trans>
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}
