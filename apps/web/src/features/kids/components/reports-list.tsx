import type { Profile } from '@hearth/shared';
import { Button } from '@/components/ui/button';
import { useApprovals } from '../api/get-approvals';
import { useReports } from '../api/get-reports';
import { useRevokeContact } from '../api/revoke-contact';

const what = (message: { content: string; kind: string }) =>
  message.kind === 'voice'
    ? 'a voice message'
    : message.kind === 'story'
      ? 'a story'
      : `“${message.content}”`;

/** Messages the child told a grown-up about, newest first, each with a way to stop the sender. */
export function ReportsList({ child }: { child: Profile }) {
  const reports = useReports(child.id);
  const approvals = useApprovals(child.id);
  const approvedIds = new Set(approvals.data?.approved.map((p) => p.id));
  const revoke = useRevokeContact();
  const list = reports.data ?? [];
  return (
    <div>
      <h3 className="text-xl font-semibold">{child.nickname} told you about</h3>
      {reports.isSuccess && list.length === 0 ? (
        <p className="text-muted">Nothing so far.</p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {list.map((report) => (
          <li key={report.id} className="flex flex-col gap-2 rounded-card bg-cream p-3">
            <p>
              {report.sender.nickname} in {report.conversation.title}: {what(report.message)}
            </p>
            <p className="text-muted">
              {new Date(report.reported_at).toLocaleString(undefined, {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </p>
            {approvedIds.has(report.sender.id) ? (
              <Button
                size="compact"
                variant="danger"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate({ childId: child.id, profileId: report.sender.id })}
              >
                Remove {report.sender.nickname}&apos;s approval
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
