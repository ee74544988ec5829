import { MESSAGES } from '@hearth/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { LinkButton } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { nicknames } from '@/lib/format';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { forgetInvite } from '@/lib/pending-invite';
import { useSession } from '@/lib/session';
import { useJoinConversation } from '../api/join-conversation';
import { ChildJoin } from './child-join';
import { InviteFailure } from './invite-failure';

export const REDIRECT_AFTER_JOIN_MS = 2000;

export function JoinPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const { conversationId } = useParams();
  const { profile } = useSession();
  const navigate = useNavigate();
  const token = params.get('token')?.trim() ?? '';
  // A parent adding a child (from the Children page, or with the child's profile current): the
  // child's page confirms first, nothing joins on arrival.
  const childId = params.get('child') ?? (profile?.kind === 'child' ? profile.id : null);
  const { mutate, data, error, isSuccess } = useJoinConversation();
  const started = useRef(false);

  useEffect(() => {
    // Joining is not repeatable (a second call says "already a participant"), so it runs once.
    if (!token || !profile || started.current || childId) return;
    started.current = true;
    mutate({ token, profileId: profile.id });
  }, [mutate, token, profile, childId]);

  useEffect(() => {
    // Used, or never usable: an invite kept across sign-up is not brought back again.
    if (isSuccess || error) forgetInvite();
  }, [isSuccess, error]);

  useEffect(() => {
    if (!isSuccess) return;
    const id = data.id || conversationId;
    const timer = setTimeout(
      () => void navigate(id ? `/conversations/${id}` : '/conversations', { replace: true }),
      REDIRECT_AFTER_JOIN_MS,
    );
    return () => clearTimeout(timer);
  }, [isSuccess, data, conversationId, navigate]);

  if (!profile) return <Navigate to="/profiles/new" replace />;

  if (token && childId) {
    return (
      <div className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-12 text-center">
        <ChildJoin token={token} childId={childId} />
      </div>
    );
  }

  const people = data ? nicknames(data.participants) : '';
  const failure = !token
    ? sharedSentence(MESSAGES.tokenRequired, 'messages.tokenRequired')
    : error?.message;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-12 text-center">
      {/* React puts it in the head: an invite page is never indexed (the server says so too). */}
      <meta name="robots" content="noindex" />
      {failure ? (
        <>
          <span aria-hidden="true" className="text-5xl">
            😕
          </span>
          <InviteFailure failure={failure}>
            <div className="flex flex-wrap justify-center gap-3">
              <LinkButton to="/conversations">
                <Trans>Go to My Conversations</Trans>
              </LinkButton>
              <LinkButton to="/profiles" variant="secondary">
                <Trans>Select Profile</Trans>
              </LinkButton>
            </div>
          </InviteFailure>
        </>
      ) : data ? (
        <>
          <span aria-hidden="true" className="text-5xl">
            🎉
          </span>
          <h1 className="text-3xl font-bold">
            <Trans>Welcome!</Trans>
          </h1>
          <p dir="auto" className="text-xl font-semibold">
            {data.title}
          </p>
          <p className="text-muted">
            <Trans comment="the people in a conversation">With: {people}</Trans>
          </p>
          <p role="status">
            <Trans>You&apos;re all set! Taking you to the conversation now...</Trans>
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold">
            <Trans>Joining Conversation...</Trans>
          </h1>
          <Spinner label={t`Adding you to the conversation`} />
        </>
      )}
    </div>
  );
}
