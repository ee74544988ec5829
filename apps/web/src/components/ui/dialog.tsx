import { useLingui } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { EasyLabel } from './easy-label';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}

// As high as a full-screen dialog: a dialog opened over one (a question while reading a story)
// comes later in the page, so its dimming covers the screen below instead of hiding under it.
export const overlayClass = 'fixed inset-0 z-50 bg-ink/50';
export const panelClass =
  'fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-card bg-surface p-6 shadow-xl';

/**
 * Radix gives focus back only to its own Trigger; these dialogs are opened from ordinary
 * buttons and menus, so the element that had focus at opening gets it back at closing.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}

/** Radix keeps focus inside and closes on Escape; this gives it the brand's look. */
export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  const { t } = useLingui();
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClass} />
        <RadixDialog.Content
          className={panelClass}
          {...returnFocus}
          // Radix warns unless a dialog without a description says so explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-2xl font-bold">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t`Close`}
              className="-m-2 inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center gap-2 rounded-card hover:bg-bubble easy:px-3 easy:font-semibold"
            >
              <X aria-hidden="true" />
              <EasyLabel>{t`Close`}</EasyLabel>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="text-muted">{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
