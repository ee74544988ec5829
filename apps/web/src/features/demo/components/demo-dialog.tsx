import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { EasyLabel } from '@/components/ui/easy-label';

interface DemoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
  /** Live-region content that must stay audible while the dialog hides the page behind it. */
  announcer?: ReactNode;
}

/** A full-height sheet on phones and a centred card on wider screens, with Radix handling focus and Escape. */
export function DemoDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  announcer,
}: DemoDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          className={
            'fixed inset-x-0 bottom-0 top-4 z-50 flex flex-col overflow-y-auto rounded-t-card bg-cream p-4 shadow-xl ' +
            // left-1/2 with -translate-x-1/2 centres the card in either direction.
            'sm:inset-x-auto sm:left-1/2 sm:top-1/2 sm:bottom-auto sm:max-h-[90vh] sm:w-full sm:max-w-xl ' +
            'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:p-6'
          }
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-2xl font-bold">{title}</Dialog.Title>
              <Dialog.Description className="text-muted">{description}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t`Close`}
              className="inline-flex size-12 shrink-0 items-center justify-center rounded-full hover:bg-bubble easy:w-auto easy:gap-2 easy:px-4 easy:font-semibold"
            >
              <X aria-hidden="true" className="size-7" />
              <EasyLabel>{t`Close`}</EasyLabel>
            </Dialog.Close>
          </div>
          {children}
          {announcer}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
