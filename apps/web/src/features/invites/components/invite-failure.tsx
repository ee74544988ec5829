import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** Why a link could not be used, said aloud to screen readers, and where to go instead. */
export function InviteFailure({ failure, children }: { failure: ReactNode; children: ReactNode }) {
  return (
    <>
      <h1 className="text-3xl font-bold">
        <Trans>Oops!</Trans>
      </h1>
      <p role="alert" className="text-lg text-danger">
        {failure}
      </p>
      {children}
    </>
  );
}
