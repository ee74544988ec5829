import { useLingui } from '@lingui/react/macro';
import { Input } from '@/components/ui/input';

interface CredentialProps {
  value: string;
  onChange: (value: string) => void;
}

/** The account's email address, as the browser's password manager expects to find it. */
export function EmailInput({ value, onChange }: CredentialProps) {
  const { t } = useLingui();
  return (
    <Input
      label={t`Email`}
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The password: `current-password` to sign in, `new-password` (with its minimum) to choose one. */
export function PasswordInput({
  value,
  onChange,
  autoComplete,
  minLength,
}: CredentialProps & { autoComplete: 'current-password' | 'new-password'; minLength?: number }) {
  const { t } = useLingui();
  return (
    <Input
      label={t`Password`}
      type="password"
      name="password"
      autoComplete={autoComplete}
      required
      {...(minLength ? { minLength } : {})}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
