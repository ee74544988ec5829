import { MESSAGES } from '@hearth/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LinkButton } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { forgetInvite, rememberInvite } from '@/lib/pending-invite';
import { finalJoinMessage } from '../api/join-conversation';
import { usePreviewInvite } from '../api/preview-invite';
import { InvitePeople } from './invite-people';
import { InviteFailure } from './invite-failure';

/**
 * An invite link opened signed out: who invites whom to what, and one large Join. The invite is
 * kept, so that every way to sign up or log in (even the header's) comes back to it.
 */
export function InviteWelcome() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const token = params.get('token')?.trim() ?? '';
  const preview = usePreviewInvite(token, false);

  useEffect(() => {
    if (token) rememberInvite(`${pathname}${search}`);
  }, [token, pathname, search]);

  const failure = !token
    ? sharedSentence(MESSAGES.tokenRequired, 'messages.tokenRequired')
    : preview.error
      ? (finalJoinMessage(preview.error) ?? preview.error.message)
      : null;

  useEffect(() => {
    if (failure) forgetInvite();
  }, [failure]);

  const title = preview.data?.title ?? '';
  const inviter = preview.data?.invited_by?.nickname;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-6 px-4 py-10 text-center">
      <meta name="robots" content="noindex" />
      {failure ? (
        <InviteFailure failure={failure}>
          <LinkButton to="/login">
            <Trans>Log in</Trans>
          </LinkButton>
        </InviteFailure>
      ) : !preview.data ? (
        <Spinner label={t`Looking at the invite`} />
      ) : (
        <>
          <span aria-hidden="true" className="text-5xl">
            💌
          </span>
          <h1 className="text-3xl font-bold">
            {inviter ? t`${inviter} invited you to ${title}` : t`You're invited to ${title}`}
          </h1>
          <InvitePeople people={preview.data.participants} />
          <LinkButton to="/register" className="min-h-16 w-full text-2xl!">
            <Trans comment="join the conversation an invite leads to">Join</Trans>
          </LinkButton>
          <div className="flex w-full flex-col gap-3 sm:flex-row">
            <LinkButton to="/login" variant="secondary" className="flex-1">
              <Trans>I already have an account</Trans>
            </LinkButton>
            <LinkButton to="/register" variant="secondary" className="flex-1">
              <Trans>Create an account</Trans>
            </LinkButton>
          </div>
        </>
      )}
    </div>
  );
}
