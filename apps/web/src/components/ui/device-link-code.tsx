import { Trans, useLingui } from '@lingui/react/macro';
import { QrCode } from './qr-code';

/** The full address to open on the child's or grandparent's device, the code itself, and a QR code of both. */
export function DeviceLinkCode({ nickname, code }: { nickname: string; code: string }) {
  const { t } = useLingui();
  const address = `${window.location.origin}/link?code=${encodeURIComponent(code)}`;
  return (
    <div role="status" className="flex flex-col items-start gap-3">
      <p>
        <Trans>
          On {nickname}&apos;s device, open{' '}
          <strong dir="ltr" className="break-all">
            {address}
          </strong>{' '}
          or scan this code with its camera (valid 10 minutes).
        </Trans>
      </p>
      <QrCode text={address} label={t`QR code of the address to open on ${nickname}'s device`} />
      <p>
        <Trans>
          The code to type there:{' '}
          <strong dir="ltr" className="font-mono text-2xl tracking-widest">
            {code}
          </strong>
        </Trans>
      </p>
    </div>
  );
}
