import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { EasyLabel } from '@/components/ui/easy-label';
import { SearchBox } from './search-box';

/** The header's search button: one conversation's messages, in a dialog that a result closes. */
export function ConversationSearch(props: { profileId: string; conversationId: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const label = t`Search this conversation`;
  return (
    <>
      <button
        type="button"
        aria-label={label}
        onClick={() => setOpen(true)}
        className="inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center gap-2 rounded-card hover:bg-bubble easy:px-3 easy:font-semibold"
      >
        <Search aria-hidden="true" />
        <EasyLabel>{label}</EasyLabel>
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={label}>
        <SearchBox {...props} onOpen={() => setOpen(false)} autoFocus />
      </Dialog>
    </>
  );
}
