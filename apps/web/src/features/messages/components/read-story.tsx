import { Trans } from '@lingui/react/macro';
import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ReadStoryDialog } from './read-story-dialog';

interface ReadStoryButtonProps {
  profileId: string;
  conversationId: string;
  onSent: () => void;
}

/** "Read a Story": records a book page by page and sends it as one message. */
export function ReadStoryButton({ profileId, conversationId, onSent }: ReadStoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary', '', 'compact')}
        onClick={() => setOpen(true)}
      >
        <BookOpen aria-hidden="true" className="size-5" />
        <Trans>Read a Story</Trans>
      </button>
      {open ? (
        <ReadStoryDialog
          profileId={profileId}
          conversationId={conversationId}
          onClose={() => setOpen(false)}
          onSent={onSent}
        />
      ) : null}
    </>
  );
}
