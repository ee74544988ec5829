import type { Profile } from '@hearth/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** The token of an invite link as pasted (the whole link, or just its token). */
export function inviteToken(text: string): string {
  const trimmed = text.trim();
  try {
    return new URL(trimmed).searchParams.get('token')?.trim() ?? '';
  } catch {
    return trimmed;
  }
}

/** A parent adds the child through an invite link: the join page shows who is there first. */
export function AddToConversation({ child }: { child: Profile }) {
  const { t } = useLingui();
  const [link, setLink] = useState('');
  const navigate = useNavigate();
  const token = inviteToken(link);
  const nickname = child.nickname;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    const query = new URLSearchParams({ token, child: child.id });
    void navigate(`/join?${query.toString()}`);
  }

  return (
    <form
      aria-label={t`Add ${nickname} to a conversation`}
      className="flex flex-col gap-3"
      onSubmit={submit}
    >
      <Input
        label={t`Invite link for ${nickname}`}
        value={link}
        dir="ltr"
        autoComplete="off"
        onChange={(event) => setLink(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={!token}>
        <Trans>See who {nickname} will talk with</Trans>
      </Button>
    </form>
  );
}
