import { useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';

export function Spinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className="flex items-center justify-center gap-3 p-8 text-muted">
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin motion-reduce:animate-none" />
      <span>{label ?? t`Loading...`}</span>
    </div>
  );
}
