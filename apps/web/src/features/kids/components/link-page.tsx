import { useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { responseError } from '@/lib/errors';
import { useKidMode } from '@/lib/kid-mode';
import { useRedeemLink } from '../api/redeem-link';

export const LINK_FAILED = 'That code did not work. Ask a grown-up for a new one.';

/** A child's own tablet: the code from the grown-up's screen signs it in as the child. */
export function LinkPage() {
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [name, setName] = useState('');
  const redeem = useRedeemLink();
  const kidMode = useKidMode();

  // The one way on: the device being in kid mode says the link worked (a redeemed code signs it
  // in, which may re-mount this page before any callback of the mutation would run), and a
  // device already linked has nothing to do here.
  if (kidMode) return <Navigate to="/conversations" replace />;

  function submit(event: FormEvent) {
    event.preventDefault();
    redeem.mutate({ code, device_name: name.trim() });
  }

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8">
      <h1 className="text-3xl font-bold">Link this device</h1>
      <p>Type the code a grown-up made for you on their Children page.</p>
      <form aria-label="Link this device" className="flex flex-col gap-4" onSubmit={submit}>
        <FormError messages={redeem.error ? (responseError(redeem.error) ?? LINK_FAILED) : null} />
        <Input
          label="Code"
          autoComplete="off"
          autoCapitalize="characters"
          required
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
        />
        <Input
          label="Name of this device"
          placeholder="Lily's tablet"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={redeem.isPending}>
          Link device
        </Button>
      </form>
    </section>
  );
}
