import type { Profile } from '@hearth/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Button, LinkButton } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { firstError } from '@/lib/errors';
import { intlLocale } from '@/lib/i18n';
import { useDeleteAccount } from '../api/delete-account';
import { EXPORT_FAILED, useExportAccount } from '../api/export-account';
import { useRetention } from '../api/get-retention';
import { useSetRetention } from '../api/set-retention';

const KEEP: { value: string; label: MessageDescriptor }[] = [
  { value: '', label: msg`Keep messages until I delete them` },
  { value: '30', label: msg`Delete messages after 30 days` },
  { value: '90', label: msg`Delete messages after 90 days` },
  { value: '365', label: msg`Delete messages after 1 year` },
];

const selectClass =
  'min-h-12 rounded-card border-2 border-muted/60 bg-surface px-3 text-base text-ink';

const megabytes = (bytes: number) =>
  new Intl.NumberFormat(intlLocale(), {
    style: 'unit',
    unit: 'megabyte',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes / 1_000_000);

/** Export, how long messages are kept, and deleting the account: the family's own data. */
export function AccountData({ profiles }: { profiles: Profile[] }) {
  const { t, i18n } = useLingui();
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

  const size = progress !== null ? megabytes(progress) : '';

  return (
    <details
      className="rounded-card bg-surface p-4"
      onToggle={(e) => setExpanded(e.currentTarget.open)}
    >
      <summary className="min-h-12 cursor-pointer py-2 text-2xl font-bold">
        <Trans>Your family’s data</Trans>
      </summary>
      <div className="flex flex-col gap-4">
        <p>
          <Trans>
            Hearth keeps your messages and recordings for your family only.{' '}
            <LinkButton to="/privacy" variant="ghost" size="compact">
              Read what we store
            </LinkButton>
          </Trans>
        </p>
        <label htmlFor={`${id}-whose`} className="font-semibold">
          <Trans>Export</Trans>
        </label>
        <select
          id={`${id}-whose`}
          className={selectClass}
          value={whose}
          onChange={(e) => setWhose(e.target.value)}
        >
          <option value="">{t`Everyone in this account`}</option>
          {profiles.map(({ id: profileId, nickname }) => (
            <option key={profileId} value={profileId}>
              {t`Only ${nickname}`}
            </option>
          ))}
        </select>
        <Button variant="secondary" onClick={download} disabled={exporter.isPending}>
          {exporter.isPending ? t`Preparing your download...` : t`Download my data (zip)`}
        </Button>
        <p aria-live="polite" className="min-h-6 text-base text-muted">
          {progress !== null ? t`Downloaded ${size}` : ''}
        </p>
        {exporter.error ? (
          <FormError messages={firstError(exporter.error, i18n._(EXPORT_FAILED))} />
        ) : null}

        <label htmlFor={`${id}-keep`} className="font-semibold">
          <Trans>How long to keep messages</Trans>
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
              {i18n._(o.label)}
            </option>
          ))}
        </select>

        <form onSubmit={deleteAccount} className="flex flex-col gap-3 border-t border-bubble pt-4">
          <h3 className="text-xl font-bold">
            <Trans>Delete account</Trans>
          </h3>
          <p>
            <Trans>
              Every profile, message, recording and invite link of this account is erased. Other
              families keep “Message deleted” where your messages were.
            </Trans>
          </p>
          {erase.error ? (
            <FormError messages={firstError(erase.error, t`Failed to delete the account`)} />
          ) : null}
          <Input
            label={t`Your password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" variant="danger" disabled={!password || erase.isPending}>
            {confirming ? t`Yes, delete everything for good` : t`Delete account`}
          </Button>
        </form>
      </div>
    </details>
  );
}
