import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { UnlockForm } from './unlock-form';

/** What the profiles and debug screens show in kid mode: the way out, behind the PIN. */
export function UnlockPage() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8">
      <h1 className="text-3xl font-bold">
        <Trans>Ask a grown-up</Trans>
      </h1>
      <p>
        <Trans>A grown-up enters the family PIN to leave kid mode.</Trans>
      </p>
      <UnlockForm onUnlocked={() => void navigate('/profiles')} />
    </section>
  );
}
