import { useLingui } from '@lingui/react/macro';
import { BookDown } from 'lucide-react';
import { useState } from 'react';
import { ActionMenu } from '@/components/ui/action-menu';
import { saveStoryBook } from '../api/save-story-book';

interface SaveBookMenuProps {
  profileId: string;
  conversationId: string;
  messageId: string;
  title: string;
}

/** A read-aloud's menu: "Save as a book" downloads it as an EPUB that plays the voice. */
export function SaveBookMenu({ profileId, conversationId, messageId, title }: SaveBookMenuProps) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const save = () => {
    setState('saving');
    saveStoryBook({ profileId, conversationId, messageId, title }).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <ActionMenu
        label={t`Story actions`}
        actions={[
          {
            label: t({
              message: 'Save as a book',
              comment: 'downloads a read-aloud as an e-book file that plays the voice',
            }),
            icon: BookDown,
            onSelect: save,
          },
        ]}
      />
      {state === 'saving' ? (
        <p role="status" className="text-base">
          {t`Making the book…`}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className="text-base text-danger">
          {t`The book could not be saved. Please try again.`}
        </p>
      ) : null}
    </div>
  );
}
