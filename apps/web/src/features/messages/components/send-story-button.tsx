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
  const [asking, setAsking] = useState(false);
  const silent = silentPagesText(pageCount, recorded);
  return (
    <>
      <button
        type="button"
        className={buttonClass('primary')}
        disabled={sending}
        onClick={() => (silent ? setAsking(true) : onSend())}
      >
        <Send aria-hidden="true" className="size-5" />
        {sending ? 'Sending...' : `Send story (${recorded.length} of ${pageCount} pages recorded)`}
      </button>
      <ConfirmDialog
        open={asking && silent !== null}
        onOpenChange={setAsking}
        title="Send the story?"
        message={silent ?? ''}
        cancelLabel="Go back"
        confirmLabel="Send anyway"
        confirmVariant="primary"
        onConfirm={() => {
          setAsking(false);
          onSend();
        }}
      />
    </>
  );
}
