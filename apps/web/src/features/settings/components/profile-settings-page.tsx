import type { ConversationSummary, Profile } from '@hearth/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { useProfileSettings } from '../api/get-profile-settings';
import { EasyModeSwitch } from './easy-mode-switch';
import { FrameSettingsForm } from './frame-settings-form';
import { TabletSection } from './tablet-section';

interface ProfileSettingsPageProps {
  profile: Profile;
  conversations: ConversationSummary[];
  conversationsLoading: boolean;
  /** The calls' auto-answer list, composed by the route (a grandparent's tablet only). */
  autoAnswer?: ReactNode;
}

/**
 * A profile's settings, changed by the family from their own device: easy mode for anyone; for a
 * grandparent also the tablet, the frame and the calls it answers by itself.
 */
export function ProfileSettingsPage(props: ProfileSettingsPageProps) {
  const { profile, conversations, conversationsLoading, autoAnswer } = props;
  const { t } = useLingui();
  const settings = useProfileSettings(profile.id);
  const nickname = profile.nickname;
  const assisted = profile.kind === 'assisted';
  const saved = settings.data;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-8 px-4 py-8">
      <div className="flex flex-col gap-2">
        <BackLink to="/profiles">
          <Trans>Back to profiles</Trans>
        </BackLink>
        <h1 dir="auto" className="text-3xl font-bold">
          <Trans>Settings for {nickname}</Trans>
        </h1>
      </div>
      {settings.isError ? <FormError messages={settings.error.message} /> : null}
      <EasyModeSwitch profile={profile} on={saved?.easy_mode} />
      {assisted ? <TabletSection profile={profile} /> : null}
      {saved && !conversationsLoading ? (
        <FrameSettingsForm
          // Saved elsewhere (another adult's device): the fields start again from it.
          key={JSON.stringify([saved.frame, saved.shown_conversation_ids])}
          profileId={profile.id}
          nickname={nickname}
          saved={saved}
          conversations={conversations}
        />
      ) : (
        <Spinner label={t`Loading`} />
      )}
      {assisted ? autoAnswer : null}
    </div>
  );
}
