import { useLingui } from '@lingui/react/macro';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { buttonClass, type ButtonVariant } from './button';
import { overlayClass, panelClass, useReturnFocus } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  /** The way back, 'Cancel' unless the question reads better with other words. */
  cancelLabel?: string;
  /** Danger for what deletes; primary for what only goes ahead. */
  confirmVariant?: Extract<ButtonVariant, 'danger' | 'primary'>;
  pending?: boolean;
  onConfirm: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, message, confirmLabel, pending, onConfirm } = props;
  const { t } = useLingui();
  const { cancelLabel = t`Cancel`, confirmVariant = 'danger' } = props;
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content className={panelClass} {...returnFocus}>
          <AlertDialog.Title className="text-2xl font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description>{message}</AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('secondary')}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass(confirmVariant)}
              disabled={pending}
              onClick={(event) => {
                // Stay open until the request settles; the caller closes the dialog.
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
