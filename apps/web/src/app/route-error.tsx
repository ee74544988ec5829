import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Logo } from '@/components/ui/logo';

/** Shown when a screen fails to load (for example an old chunk after a new release). */
export function RouteError() {
  const { t } = useLingui();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t`Unknown error`;
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <Logo />
      <h1 className="text-3xl font-bold">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="text-muted">{detail}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="min-h-12 rounded-card bg-primary px-5 font-semibold text-white"
      >
        <Trans>Reload the page</Trans>
      </button>
    </main>
  );
}
