import { Button, LinkButton } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { finalJoinMessage, useJoinConversation } from '../api/join-conversation';
import { useProfiles } from '../api/get-profiles';
import { shownIds, usePreviewInvite } from '../api/preview-invite';

export const PREVIEW_FAILED = 'Invalid invite link';

/** "Nana, Sam and Grandpa Joe". */
const andList = (names: string[]) =>
  new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' }).format(names);

/**
 * A parent adds a child through an invite: first who the child will talk with (everyone present
 * is approved for it by this yes), then the join itself.
 */
export function ChildJoin({ token, childId }: { token: string; childId: string }) {
  const preview = usePreviewInvite(token);
  const profiles = useProfiles();
  const join = useJoinConversation();
  const child = profiles.data?.find((p) => p.id === childId && p.kind === 'child');

  const failure = join.error
    ? join.error.message
    : preview.error
      ? (finalJoinMessage(preview.error) ?? PREVIEW_FAILED)
      : profiles.isSuccess && !child
        ? 'Profile not found or not accessible'
        : null;
  if (failure) {
    return (
      <>
        <h1 className="text-3xl font-bold">Oops!</h1>
        <p role="alert" className="text-lg text-danger">
          {failure}
        </p>
        <LinkButton to="/kids">Back to Children</LinkButton>
      </>
    );
  }
  if (!preview.data || !child) return <Spinner label="Looking at the invite" />;
  if (join.isSuccess) {
    return (
      <>
        <p role="status" className="text-xl font-semibold">
          {child.nickname} is in {preview.data.title} now.
        </p>
        <LinkButton to="/kids">Back to Children</LinkButton>
      </>
    );
  }
  const shown = preview.data;
  const names = shown.participants.map((p) => p.nickname);
  return (
    <>
      <h1 className="text-3xl font-bold">{shown.title}</h1>
      <p className="text-xl font-semibold">
        {names.length > 0
          ? `${child.nickname} will talk with ${andList(names)}`
          : `${child.nickname} will be the first one here`}
      </p>
      <p className="text-muted">Everyone here will be approved for {child.nickname}.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button
          disabled={join.isPending}
          onClick={() => join.mutate({ token, profileId: child.id, approvedIds: shownIds(shown) })}
        >
          Add {child.nickname}
        </Button>
        <LinkButton to="/kids" variant="secondary">
          Cancel
        </LinkButton>
      </div>
    </>
  );
}
