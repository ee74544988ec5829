import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { usePushSettings } from '../api/get-push-settings';
import { useSetPushPreviews } from '../api/set-push-previews';
import { usePushSubscription } from '../hooks/use-push-subscription';
import { ConversationMutes } from './conversation-mutes';
import { InstallHint } from './install-hint';
import { IosInstallGuide } from './ios-install-guide';

/** Installing, notifications for this device, and what they show, in one place. */
export function NotificationsPanel({ profileId }: { profileId: string }) {
  const push = usePushSubscription(profileId);
  const settings = usePushSettings(profileId, push.state === 'on');
  const setPreviews = useSetPushPreviews(profileId);
  const previewsId = useId();
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card bg-surface p-4"
    >
      <h2 id={headingId} className="text-xl font-bold">
        <Trans>Notifications</Trans>
      </h2>
      <InstallHint />
      {push.state === 'needs-home-screen' ? (
        <>
          <p className="text-base">
            <Trans>On iPhone and iPad, Hearth can notify you once it is on your Home Screen.</Trans>
          </p>
          <IosInstallGuide />
        </>
      ) : null}
      {push.state === 'off' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="grow text-base">
            <Trans>Hear about new messages even when Hearth is closed.</Trans>
          </p>
          <Button onClick={() => void push.enable()}>
            <Trans>Turn on notifications</Trans>
          </Button>
        </div>
      ) : null}
      {push.state === 'denied' ? (
        <p className="text-base text-muted">
          <Trans>
            Notifications are blocked for Hearth. Allow them in this browser&apos;s site settings.
          </Trans>
        </p>
      ) : null}
      {push.state === 'on' && settings.data ? (
        <label htmlFor={previewsId} className="flex min-h-11 items-center gap-3 text-base">
          <input
            id={previewsId}
            type="checkbox"
            className="size-11 shrink-0 accent-primary"
            checked={settings.data.previews}
            disabled={setPreviews.isPending}
            onChange={(event) => setPreviews.mutate(event.target.checked)}
          />
          <Trans>Show the message in notifications</Trans>
        </label>
      ) : null}
      {push.state === 'on' && settings.data ? (
        <ConversationMutes profileId={profileId} settings={settings.data} />
      ) : null}
      {push.error ? <FormError messages={push.error} /> : null}
    </section>
  );
}
