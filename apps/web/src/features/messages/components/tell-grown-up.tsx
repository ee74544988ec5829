import { Trans } from '@lingui/react/macro';
import { Hand } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useReportMessage, type ReportInput } from '../api/report-message';

/** A child's way to say "this worries me" about a message, with a calm answer once told. */
export function TellGrownUp(props: ReportInput) {
  const report = useReportMessage();
  if (report.isSuccess) {
    return (
      <span role="status" className="font-semibold text-success">
        <Trans>A grown-up will see it.</Trans>
      </span>
    );
  }
  return (
    <>
      <Button variant="secondary" disabled={report.isPending} onClick={() => report.mutate(props)}>
        <Hand aria-hidden="true" className="size-5" />
        <Trans>Tell a grown-up</Trans>
      </Button>
      {report.isError ? (
        <span role="alert" className="text-danger">
          <Trans>That did not work. Please try again.</Trans>
        </span>
      ) : null}
    </>
  );
}
