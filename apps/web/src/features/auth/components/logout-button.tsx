import { Trans } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { useLogout } from '../api/logout';

export function LogoutButton({ variant = 'secondary' }: { variant?: ButtonVariant }) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Button
      variant={variant}
      disabled={logout.isPending}
      onClick={() => logout.mutate(undefined, { onSettled: () => void navigate('/login') })}
    >
      <LogOut aria-hidden="true" className="size-5" />
      <Trans>Logout</Trans>
    </Button>
  );
}
