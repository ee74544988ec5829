import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
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
  const navigate = useNavigate();
  const kidMode = useKidMode();

  // Signing in may re-mount this page under the signed-in layout before the mutation's own
  // callback runs: the device being in kid mode is what says the link worked.
  if (kidMode && redeem.isIdle) return <Navigate to="/conversations" replace />;

  function submit(event: FormEvent) {
    event.preventDefault();
    // Signing in re-renders the app around this page, so a per-call callback may never run;
    // the promise always settles. A refused code shows through `redeem.error`.
    redeem.mutateAsync({ code, device_name: name.trim() }).then(
      () => void navigate('/conversations'),
      () => undefined,
    );
  }

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8">
      <h1 className="text-3xl font-bold">Link this device</h1>
      <p>Type the code a grown-up made for you on their Profiles page.</p>
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
