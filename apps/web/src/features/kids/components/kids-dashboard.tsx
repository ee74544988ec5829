import { Trans } from '@lingui/react/macro';
import { Spinner } from '@/components/ui/spinner';
import { useChildren } from '../api/get-children';
import { ActivityTable } from './activity-table';
import { AddToConversation } from './add-to-conversation';
import { ChildPanel } from './child-panel';
import { DevicesList } from '@/components/ui/devices-list';
import { PinForm } from './pin-form';
import { PhotoSharingSwitch } from './photo-sharing-switch';
import { QuietHoursForm } from './quiet-hours-form';
import { ReportsList } from './reports-list';

/** The parent's dashboard: the family PIN, then each child's approvals, reports, devices, quiet hours and activity. */
export function KidsDashboard() {
  const children = useChildren();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">
        <Trans>Children</Trans>
      </h1>
      <PinForm />
      {children.isPending ? <Spinner /> : null}
      {children.data?.length === 0 ? (
        <p>
          <Trans>Add a child profile on the Profiles page first.</Trans>
        </p>
      ) : null}
      {children.data?.map((child) => (
        <ChildPanel key={child.id} child={child}>
          <AddToConversation child={child} />
          <ReportsList child={child} />
          <DevicesList profile={child} />
          <PhotoSharingSwitch child={child} />
          <QuietHoursForm child={child} />
          <ActivityTable child={child} />
        </ChildPanel>
      ))}
    </section>
  );
}
