import { MESSAGES } from '@hearth/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, LinkButton } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatList } from '@/lib/format';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { finalJoinMessage, useJoinConversation } from '../api/join-conversation';
import { useProfiles } from '../api/get-profiles';
import { shownIds, usePreviewInvite } from '../api/preview-invite';
import { InviteFailure } from './invite-failure';

/**
 * A parent adds a child through an invite: first who the child will talk with (everyone present
 * is approved for it by this yes), then the join itself.
 */
export function ChildJoin({ token, childId }: { token: string; childId: string }) {
  const { t } = useLingui();
  const preview = usePreviewInvite(token);
  const profiles = useProfiles();
  const join = useJoinConversation();
  const child = profiles.data?.find((p) => p.id === childId && p.kind === 'child');

  const failure = join.error
    ? join.error.message
    : preview.error
      ? (finalJoinMessage(preview.error) ??
        sharedSentence(MESSAGES.inviteInvalid, 'messages.inviteInvalid'))
      : profiles.isSuccess && !child
        ? sharedSentence(MESSAGES.profileNotAccessible, 'messages.profileNotAccessible')
        : null;
  if (failure) {
    return (
      <InviteFailure failure={failure}>
        <LinkButton to="/kids">
          <Trans>Back to Children</Trans>
        </LinkButton>
      </InviteFailure>
    );
  }
  if (!preview.data || !child) return <Spinner label={t`Looking at the invite`} />;
  const nickname = child.nickname;
  const title = preview.data.title;
  if (join.isSuccess) {
    return (
      <>
        <p role="status" className="text-xl font-semibold">
          <Trans>
            {nickname} is in {title} now.
          </Trans>
        </p>
        <LinkButton to="/kids">
          <Trans>Back to Children</Trans>
        </LinkButton>
      </>
    );
  }
  const shown = preview.data;
  const names = shown.participants.map((p) => p.nickname);
  const people = formatList(names);
  return (
    <>
      <h1 dir="auto" className="text-3xl font-bold">
        {shown.title}
      </h1>
      <p className="text-xl font-semibold">
        {names.length > 0 ? (
          <Trans>
            {nickname} will talk with {people}
          </Trans>
        ) : (
          <Trans>{nickname} will be the first one here</Trans>
        )}
      </p>
      <p className="text-muted">
        <Trans>Everyone here will be approved for {nickname}.</Trans>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button
          disabled={join.isPending}
          onClick={() => join.mutate({ token, profileId: child.id, approvedIds: shownIds(shown) })}
        >
          <Trans comment="adds a child to a conversation">Add {nickname}</Trans>
        </Button>
        <LinkButton to="/kids" variant="secondary">
          <Trans>Cancel</Trans>
        </LinkButton>
      </div>
    </>
  );
}
