import { Spinner } from '@/components/ui/spinner';
import { useChildren } from '../api/get-children';
import { ChildPanel } from './child-panel';
import { PinForm } from './pin-form';

/** The parent's dashboard: the family PIN, then each child's approvals and devices. */
export function KidsDashboard() {
  const children = useChildren();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Children</h1>
      <PinForm />
      {children.isPending ? <Spinner /> : null}
      {children.data?.length === 0 ? <p>Add a child profile on the Profiles page first.</p> : null}
      {children.data?.map((child) => (
        <ChildPanel key={child.id} child={child} />
      ))}
    </section>
  );
}
