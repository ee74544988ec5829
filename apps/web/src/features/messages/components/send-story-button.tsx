import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { silentPagesText } from '../lib/silent-pages';

interface SendStoryButtonProps {
  pageCount: number;
  /** The indexes (from 0) of the pages recorded so far. */
  recorded: readonly number[];
  sending: boolean;
  onSend: () => void;
}

/**
 * Sends the read-aloud; a story with pages still silent says which first, so that a page
 * skipped by mistake can still be read.
 */
export function SendStoryButton({ pageCount, recorded, sending, onSend }: SendStoryButtonProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const done = recorded.length;
  const silent = silentPagesText(pageCount, recorded);
  return (
    <>
      <button
        type="button"
        className={buttonClass('primary')}
        disabled={sending}
        onClick={() => (silent ? setAsking(true) : onSend())}
      >
        <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        {sending
          ? t`Sending...`
          : t({
              comment: '{done} pages of the story have a recording, of {pageCount}',
              message: plural(pageCount, {
                one: `Send story (${done} of # pages recorded)`,
                other: `Send story (${done} of # pages recorded)`,
              }),
            })}
      </button>
      <ConfirmDialog
        open={asking && silent !== null}
        onOpenChange={setAsking}
        title={t`Send the story?`}
        message={silent ?? ''}
        cancelLabel={t`Go back`}
        confirmLabel={t`Send anyway`}
        confirmVariant="primary"
        onConfirm={() => {
          setAsking(false);
          onSend();
        }}
      />
    </>
  );
}
