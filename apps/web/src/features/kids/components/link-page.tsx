import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { responseError } from '@/lib/errors';
import { useKidMode } from '@/lib/kid-mode';
import { isLinkedTablet } from '@/lib/linked-tablet';
import { isAuthenticated, useSession } from '@/lib/session';
import { useRedeemLink } from '../api/redeem-link';

export const LINK_FAILED = msg`That code did not work. Ask a grown-up for a new one.`;

/** A child's own tablet: the code from the grown-up's screen signs it in as the child. */
export function LinkPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [name, setName] = useState('');
  const redeem = useRedeemLink();
  const kidMode = useKidMode();
  const session = useSession();
  const signedIn = isAuthenticated(session);
  const tablet = signedIn && session.profile?.kind === 'assisted';

  // The one way on: the device being in kid mode says the link worked (a redeemed code signs it
  // in, which may re-mount this page before any callback of the mutation would run), and a
  // device already linked has nothing to do here. A grandparent's tablet is signed in as its
  // profile instead (no kid mode), and becomes the frame.
  if (tablet) return <Navigate to="/frame" replace />;
  if (kidMode && signedIn) return <Navigate to="/conversations" replace />;
  // Its link ended (signed out from afar): the family makes a new code.
  const again = isLinkedTablet();

  function submit(event: FormEvent) {
    event.preventDefault();
    redeem.mutate({ code, device_name: name.trim() });
  }

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8">
      <h1 className="text-3xl font-bold">
        {again ? (
          <Trans>Ask your family to link this tablet again</Trans>
        ) : (
          <Trans>Link this device</Trans>
        )}
      </h1>
      <p>
        {again ? (
          <Trans>Then type the new code from their screen here.</Trans>
        ) : (
          <Trans>Type the code a grown-up made for you on their Children page.</Trans>
        )}
      </p>
      <form aria-label={t`Link this device`} className="flex flex-col gap-4" onSubmit={submit}>
        <FormError
          messages={redeem.error ? (responseError(redeem.error) ?? i18n._(LINK_FAILED)) : null}
        />
        <Input
          label={t`Code`}
          autoComplete="off"
          autoCapitalize="characters"
          dir="ltr"
          required
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
        />
        <Input
          label={t`Name of this device`}
          placeholder={t`Lily's tablet`}
          dir="auto"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={redeem.isPending}>
          <Trans>Link device</Trans>
        </Button>
      </form>
    </section>
  );
}
