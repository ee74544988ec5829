import { STORY_LIMITS } from '@hearth/shared';
import type { MessageDescriptor } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, LinkButton } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { LeaveGuard } from '@/components/ui/leave-guard';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { serverErrors } from '../lib/server-errors';
import { coverFor } from '../lib/suggest-emoji';
import {
  checkStory,
  noErrors,
  type StoryErrors,
  type StoryFields,
  type StoryValues,
} from '../lib/story-form';
import { EmojiField } from './emoji-field';
import { pageControlId } from './page-fields';
import { StoryPages } from './story-pages';

interface StoryFormProps {
  initial: StoryValues;
  /** Resolves once saved; a rejection's sentences are shown beside their fields. */
  onSave: (story: StoryFields) => Promise<unknown>;
  failed: MessageDescriptor;
  cancel: { to: string; state: unknown };
}

/** The first field a person has to fix, in the order they read the form. */
function firstInvalid(errors: StoryErrors, values: StoryValues): string | null {
  if (errors.title) return 'story-title';
  if (errors.author) return 'story-author';
  if (errors.cover_emoji) return 'story-cover';
  for (const page of values.pages) {
    const wrong = errors.page[page.key];
    if (wrong?.text) return pageControlId(page.key, 'text');
    if (wrong?.illustration) return pageControlId(page.key, 'picture');
  }
  if (errors.pages) return 'story-pages-heading';
  // Otherwise the sentence above the form, or a grandparent at the Save button sees nothing.
  return errors.form.length > 0 ? 'story-form-errors' : null;
}

export function StoryForm({ initial, onSave, failed, cancel }: StoryFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState(noErrors);
  // After a first try to save, the form says at once when a fix is right.
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const id = pendingFocus.current;
    pendingFocus.current = null;
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    // Centred, so that the sticky header does not hide the field (jsdom has no scrolling).
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'center' });
  });
  const focusLater = (id: string) => (pendingFocus.current = id);

  function change(next: StoryValues) {
    setValues(next);
    if (!tried) return;
    const checked = checkStory(next);
    setErrors('errors' in checked ? checked.errors : noErrors());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const checked = checkStory(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const id = firstInvalid(checked.errors, values);
      if (id) focusLater(id);
      return;
    }
    setErrors(noErrors());
    setSaving(true);
    try {
      await onSave(checked.story);
    } catch (error) {
      const shown = serverErrors(error, i18n._(failed));
      setErrors(shown);
      const id = firstInvalid(shown, values);
      if (id) focusLater(id);
      setSaving(false);
    }
  }

  const text = (field: 'title' | 'author') => ({
    id: `story-${field}`,
    value: values[field],
    error: errors[field] && sharedSentence(errors[field]),
    dir: 'auto',
    autoComplete: 'off',
    onChange: (e: { target: { value: string } }) => change({ ...values, [field]: e.target.value }),
  });

  const { pagesMin, pagesMax, pageTextMax, titleMax, authorMax, coverEmojiMax } = STORY_LIMITS;
  const cover = coverFor(values);

  return (
    <form noValidate className="flex flex-col gap-6" onSubmit={(e) => void submit(e)}>
      <p className="text-muted">
        {t`${plural(pagesMax, {
          one: `A story has from ${pagesMin} to # page.`,
          other: `A story has from ${pagesMin} to # pages.`,
        })}`}{' '}
        {t`${plural(pageTextMax, {
          one: 'Each page has up to # character of text and a picture made of emoji.',
          other: 'Each page has up to # characters of text and a picture made of emoji.',
        })}`}
      </p>
      <div id="story-form-errors" tabIndex={-1}>
        <FormError messages={errors.form.map((message) => sharedSentence(message))} />
      </div>
      {/* What must be filled in says so before Save; the emoji are optional, with a default. */}
      <Input
        label={t`Title`}
        required
        hint={t`${plural(titleMax, {
          one: 'Required, up to # character',
          other: 'Required, up to # characters',
        })}`}
        {...text('title')}
      />
      <Input
        label={t`Author`}
        required
        hint={t`${plural(authorMax, {
          one: 'Required: who wrote it, up to # character',
          other: 'Required: who wrote it, up to # characters',
        })}`}
        {...text('author')}
      />
      <EmojiField
        id="story-cover"
        label={t`Cover emoji`}
        inSentence={t`cover emoji`}
        hint={t`${plural(coverEmojiMax, {
          one: `Optional: left empty, the cover shows ${cover}. Up to # emoji`,
          other: `Optional: left empty, the cover shows ${cover}. Up to # emoji`,
        })}`}
        value={values.cover_emoji}
        error={errors.cover_emoji && sharedSentence(errors.cover_emoji)}
        mode="replace"
        onChange={(cover_emoji) => change({ ...values, cover_emoji })}
      />
      <StoryPages
        pages={values.pages}
        cover={cover}
        errors={errors}
        onChange={(pages) => change({ ...values, pages })}
        focusLater={focusLater}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <LinkButton variant="secondary" to={cancel.to} state={cancel.state}>
          <Trans>Cancel</Trans>
        </LinkButton>
        <Button type="submit" disabled={saving}>
          {saving ? t`Saving...` : t`Save Story`}
        </Button>
      </div>
      <LeaveGuard
        when={values !== initial && !saving}
        title={t`Leave without saving?`}
        message={t`What you have written in this story will be lost.`}
        confirmLabel={t`Leave`}
      />
    </form>
  );
}
