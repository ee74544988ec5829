import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { env } from '@/config/env';
import { clearAllStorage, rawEntries } from '@/lib/session-storage';
import { isAuthenticated, useSession } from '@/lib/session';

function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-card bg-surface p-4 shadow-sm">
      <h2 className="text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Json({ value }: { value: unknown }) {
  return (
    <pre
      translate="no"
      className="overflow-x-auto rounded-card bg-bubble p-3 text-base whitespace-pre-wrap break-all"
    >
      {value === null || value === undefined ? 'null' : JSON.stringify(value, null, 2)}
    </pre>
  );
}

export function DebugPage() {
  const { t } = useLingui();
  const session = useSession();
  const apiBase = env.apiUrl || window.location.origin;
  const mode = env.mode;
  // Read on each render so that the page shows what is stored, not what the app believes.
  const stored = rawEntries();

  function clearAll() {
    clearAllStorage();
    window.location.reload();
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8">
      <h1 className="text-3xl font-bold">
        <Trans>Debug</Trans>
      </h1>
      <Box title={t`Authentication`}>
        <p>
          {isAuthenticated(session) ? (
            <Trans>
              Authenticated: <strong>Yes</strong>
            </Trans>
          ) : (
            <Trans>
              Authenticated: <strong>No</strong>
            </Trans>
          )}
        </p>
      </Box>
      <Box title={t`Current user`}>
        <Json value={session.user} />
      </Box>
      <Box title={t`Current profile`}>
        <Json value={session.profile} />
      </Box>
      <Box title={t`Stored token`}>
        <Json value={session.token} />
      </Box>
      <Box title={t`Stored entries`}>
        {Object.entries(stored).map(([key, value]) => (
          <div key={key}>
            <h3 translate="no" className="font-semibold">
              {key}
            </h3>
            <Json value={value} />
          </div>
        ))}
      </Box>
      <Box title={t`Environment`}>
        <p>
          <Trans>
            API base URL: <code translate="no">{apiBase}</code>
          </Trans>
        </p>
        <p>
          <Trans>
            Mode: <code translate="no">{mode}</code>
          </Trans>
        </p>
      </Box>
      <Button variant="danger" onClick={clearAll}>
        <Trans>Clear All &amp; Reload</Trans>
      </Button>
      <nav aria-label={t`Debug links`} className="flex flex-wrap gap-4">
        <Link
          className="inline-flex min-h-12 items-center font-semibold text-primary underline"
          to="/login"
        >
          <Trans>Login</Trans>
        </Link>
        <Link
          className="inline-flex min-h-12 items-center font-semibold text-primary underline"
          to="/profiles/new"
        >
          <Trans>Create profile</Trans>
        </Link>
        <Link
          className="inline-flex min-h-12 items-center font-semibold text-primary underline"
          to="/conversations"
        >
          <Trans>Conversations</Trans>
        </Link>
      </nav>
    </div>
  );
}
