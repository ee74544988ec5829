import { Trans } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Stays focusable while the older conversations load (aria-disabled rather than disabled, which
 * would drop the keyboard's focus to the page); its name stays the same, the spinner shows it.
 */
export function ShowOlderButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Button
      variant="secondary"
      className="self-center"
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={() => {
        if (!loading) onClick();
      }}
    >
      {loading ? (
        <LoaderCircle
          aria-hidden="true"
          className="size-5 animate-spin motion-reduce:animate-none"
        />
      ) : null}
      <Trans>Show older conversations</Trans>
    </Button>
  );
}
