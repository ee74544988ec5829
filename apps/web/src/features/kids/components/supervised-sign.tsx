import { useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';

/** Always in the header in kid mode: the child knows a grown-up looks after this account. */
export function SupervisedSign({ supervisor }: { supervisor: string }) {
  const { t } = useLingui();
  return (
    <p className="inline-flex items-center gap-1 rounded-bubble bg-bubble px-3 py-1 text-base font-semibold">
      <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
      {supervisor ? t`Supervised by ${supervisor}` : t`Supervised`}
    </p>
  );
}
