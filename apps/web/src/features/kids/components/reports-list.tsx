import type { MessageReport, Profile } from '@hearth/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { lookOf } from '@/lib/message-kinds';
import { useApprovals } from '../api/get-approvals';
import { useReports } from '../api/get-reports';
import { useRevokeContact } from '../api/revoke-contact';

/** Who sent what, where: a text is quoted, any other kind named (its look says how). */
function WhatWasSent({ report }: { report: MessageReport }) {
  const { content, kind } = report.message;
  return <>{lookOf(kind).reported(report.sender.nickname, report.conversation.title, content)}</>;
}

/** Messages the child told a grown-up about, newest first, each with a way to stop the sender. */
export function ReportsList({ child }: { child: Profile }) {
  const { t } = useLingui();
  const reports = useReports(child.id);
  const approvals = useApprovals(child.id);
  const approvedIds = new Set(approvals.data?.approved.map((p) => p.id));
  const revoke = useRevokeContact();
  const list = reports.data ?? [];
  const nickname = child.nickname;
  return (
    <div>
      <h3 className="text-xl font-semibold">
        <Trans>{nickname} told you about</Trans>
      </h3>
      {reports.isSuccess && list.length === 0 ? (
        <p className="text-muted">
          <Trans>Nothing so far.</Trans>
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {list.map((report) => {
          const sender = report.sender.nickname;
          return (
            <li key={report.id} className="flex flex-col gap-2 rounded-card bg-cream p-3">
              <p>
                <WhatWasSent report={report} />
              </p>
              <p className="text-muted">{formatDateTime(report.reported_at)}</p>
              {approvedIds.has(report.sender.id) ? (
                <Button
                  size="compact"
                  variant="danger"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate({ childId: child.id, profileId: report.sender.id })}
                >
                  {t`Remove ${sender}'s approval`}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
