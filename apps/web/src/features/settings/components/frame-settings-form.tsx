import type { ConversationSummary, ProfileSettings } from '@hearth/shared';
import { SETTINGS_LIMITS } from '@hearth/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceList } from '@/components/ui/choice-list';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { firstError } from '@/lib/errors';
import { peopleOf } from '@/lib/people';
import { useUpdateProfileSettings } from '../api/update-profile-settings';
import { SETTINGS_NOT_SAVED } from './easy-mode-switch';

interface FrameSettingsFormProps {
  profileId: string;
  nickname: string;
  saved: ProfileSettings;
  /** The profile's conversations: the people and the conversations there are to choose. */
  conversations: ConversationSummary[];
}

const toggled = (set: Set<string>, id: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/** The frame's call buttons, its night, and which conversations the profile's screens show. */
export function FrameSettingsForm({
  profileId,
  nickname,
  saved,
  conversations,
}: FrameSettingsFormProps) {
  const { t, i18n } = useLingui();
  const save = useUpdateProfileSettings();
  const [calls, setCalls] = useState(() => new Set(saved.frame.call_profile_ids));
  const [dims, setDims] = useState(saved.frame.night !== null);
  const [start, setStart] = useState(saved.frame.night?.start ?? '21:00');
  const [end, setEnd] = useState(saved.frame.night?.end ?? '07:00');
  const [all, setAll] = useState(saved.shown_conversation_ids === null);
  const [shown, setShown] = useState(() => new Set(saved.shown_conversation_ids ?? []));
  const people = peopleOf(conversations, profileId);
  const max = SETTINGS_LIMITS.frameCallButtons;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      profileId,
      settings: {
        // In the order of the list, so that the frame's row reads as the family sees it here.
        frame: {
          call_profile_ids: people.filter((p) => calls.has(p.id)).map((p) => p.id),
          night: dims ? { start, end } : null,
        },
        shown_conversation_ids: all
          ? null
          : conversations.filter((c) => shown.has(c.id)).map((c) => c.id),
      },
    });
  }

  return (
    <form aria-labelledby={`${profileId}-frame`} className="flex flex-col gap-4" onSubmit={submit}>
      <h2 id={`${profileId}-frame`} className="text-2xl font-bold">
        <Trans>The photo frame</Trans>
      </h2>
      <ChoiceList
        legend={t`Big call buttons on ${nickname}’s frame (at most ${max})`}
        empty={t`Nobody yet: add ${nickname} to a conversation first.`}
        choices={people.map((p) => ({ id: p.id, label: p.nickname }))}
        chosen={calls}
        full={calls.size >= max}
        onChange={(id, on) => setCalls(toggled(calls, id, on))}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-xl font-semibold">
          <Trans>Night</Trans>
        </legend>
        <label className="flex min-h-12 items-center gap-3">
          <input
            type="checkbox"
            className="size-6 accent-primary"
            checked={dims}
            onChange={(event) => setDims(event.target.checked)}
          />
          <Trans>Dim the screen at night (in the tablet’s time zone)</Trans>
        </label>
        {dims ? (
          <div className="flex flex-wrap gap-3">
            <Input
              label={t`From`}
              type="time"
              required
              value={start}
              onChange={(e) => setStart(e.target.value)}
            />
            <Input
              label={t`Until`}
              type="time"
              required
              value={end}
              onChange={(e) => setEnd(e.target.value)}
            />
          </div>
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-xl font-semibold">
          <Trans>Conversations {nickname} sees</Trans>
        </legend>
        <label className="flex min-h-12 items-center gap-3">
          <input
            type="radio"
            name={`${profileId}-shown`}
            className="size-6 accent-primary"
            checked={all}
            onChange={() => setAll(true)}
          />
          <Trans>All of them</Trans>
        </label>
        <label className="flex min-h-12 items-center gap-3">
          <input
            type="radio"
            name={`${profileId}-shown`}
            className="size-6 accent-primary"
            checked={!all}
            onChange={() => setAll(false)}
          />
          <Trans>Only the ones chosen here</Trans>
        </label>
        {all ? null : (
          <ChoiceList
            legend={t`Conversations to show`}
            empty={t`${nickname} is in no conversation yet.`}
            choices={conversations.map((c) => ({ id: c.id, label: c.title }))}
            chosen={shown}
            full={shown.size >= SETTINGS_LIMITS.shownConversations}
            onChange={(id, on) => setShown(toggled(shown, id, on))}
          />
        )}
      </fieldset>
      <FormError
        messages={save.error ? firstError(save.error, i18n._(SETTINGS_NOT_SAVED)) : null}
      />
      {save.isSuccess ? (
        <p role="status" className="font-semibold text-success">
          <Trans>Saved</Trans>
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        <Trans>Save the frame’s settings</Trans>
      </Button>
    </form>
  );
}
