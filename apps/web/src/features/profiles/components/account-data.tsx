import type { Profile } from '@hearth/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, LinkButton } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { firstError } from '@/lib/errors';
import { useDeleteAccount } from '../api/delete-account';
import { EXPORT_FAILED, useExportAccount } from '../api/export-account';
import { useRetention } from '../api/get-retention';
import { useSetRetention } from '../api/set-retention';

const KEEP = [
  { value: '', label: 'Keep messages until I delete them' },
  { value: '30', label: 'Delete messages after 30 days' },
  { value: '90', label: 'Delete messages after 90 days' },
  { value: '365', label: 'Delete messages after 1 year' },
];

const selectClass =
  'min-h-12 rounded-card border-2 border-muted/60 bg-surface px-3 text-base text-ink';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** Export, how long messages are kept, and deleting the account: the family's own data. */
export function AccountData({ profiles }: { profiles: Profile[] }) {
  const id = useId();
  const [whose, setWhose] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const exporter = useExportAccount();
  // Folded away until opened: the profiles page asks the server for nothing more before that.
  const [expanded, setExpanded] = useState(false);
  const retention = useRetention(expanded);
  const setRetention = useSetRetention();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const erase = useDeleteAccount();

  function download() {
    setProgress(0);
    exporter.mutate(
      { profileId: whose || undefined, onProgress: setProgress },
      { onSettled: () => setProgress(null) },
    );
  }

  function deleteAccount(event: FormEvent) {
    event.preventDefault();
    if (!confirming) return setConfirming(true);
    erase.mutate(password);
  }

  return (
    <details
      className="rounded-card bg-surface p-4"
      onToggle={(e) => setExpanded(e.currentTarget.open)}
    >
      <summary className="min-h-12 cursor-pointer py-2 text-2xl font-bold">
        Your family’s data
      </summary>
      <div className="flex flex-col gap-4">
        <p>
          Hearth keeps your messages and recordings for your family only.{' '}
          <LinkButton to="/privacy" variant="ghost" size="compact">
            Read what we store
          </LinkButton>
        </p>
        <label htmlFor={`${id}-whose`} className="font-semibold">
          Export
        </label>
        <select
          id={`${id}-whose`}
          className={selectClass}
          value={whose}
          onChange={(e) => setWhose(e.target.value)}
        >
          <option value="">Everyone in this account</option>
          {profiles.map((p) => (
            <option key={p.id} value={p.id}>
              Only {p.nickname}
            </option>
          ))}
        </select>
        <Button variant="secondary" onClick={download} disabled={exporter.isPending}>
          {exporter.isPending ? 'Preparing your download...' : 'Download my data (zip)'}
        </Button>
        <p aria-live="polite" className="min-h-6 text-base text-muted">
          {progress !== null ? `Downloaded ${megabytes(progress)}` : ''}
        </p>
        {exporter.error ? <FormError messages={firstError(exporter.error, EXPORT_FAILED)} /> : null}

        <label htmlFor={`${id}-keep`} className="font-semibold">
          How long to keep messages
        </label>
        <select
          id={`${id}-keep`}
          className={selectClass}
          value={retention.data?.days ? String(retention.data.days) : ''}
          disabled={retention.isLoading || setRetention.isPending}
          onChange={(e) => setRetention.mutate(e.target.value ? Number(e.target.value) : null)}
        >
          {KEEP.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>

        <form onSubmit={deleteAccount} className="flex flex-col gap-3 border-t border-bubble pt-4">
          <h3 className="text-xl font-bold">Delete account</h3>
          <p>
            Every profile, message, recording and invite link of this account is erased. Other
            families keep “Message deleted” where your messages were.
          </p>
          {erase.error ? (
            <FormError messages={firstError(erase.error, 'Failed to delete the account')} />
          ) : null}
          <Input
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" variant="danger" disabled={!password || erase.isPending}>
            {confirming ? 'Yes, delete everything for good' : 'Delete account'}
          </Button>
        </form>
      </div>
    </details>
  );
}
