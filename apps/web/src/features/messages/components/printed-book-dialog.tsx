import { Trans, useLingui } from '@lingui/react/macro';
import { KEEPSAKE_LIMITS, type KeepsakePageSize } from '@hearth/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { errorList, firstError } from '@/lib/errors';
import { usePrintedBook } from '../api/get-printed-book';
import { useStartPrintedBook } from '../api/start-printed-book';

interface PrintedBookDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profileId: string;
  conversationId: string;
  title: string;
}

/** "Make a printed book": the period, the title and the page size, then its progress. */
export function PrintedBookDialog(props: PrintedBookDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t({
        message: 'Make a printed book',
        comment: 'a PDF book of a conversation, to print, with codes that play the voices',
      })}
    >
      {props.open ? <PrintedBookBody {...props} /> : null}
    </Dialog>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

function PrintedBookBody({ profileId, conversationId, title: roomTitle }: PrintedBookDialogProps) {
  const { t } = useLingui();
  const sizeId = useId();
  const [title, setTitle] = useState(roomTitle);
  const [from, setFrom] = useState(`${today().slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today());
  const [pageSize, setPageSize] = useState<KeepsakePageSize>('A5');
  const start = useStartPrintedBook();
  const book = usePrintedBook(profileId, start.data?.id ?? null);
  const current = book.data ?? start.data;

  function make(event: FormEvent) {
    event.preventDefault();
    start.mutate({
      profileId,
      keepsake: { conversation_id: conversationId, from, to, title, page_size: pageSize },
    });
  }

  if (current) {
    const percent = current.progress;
    return (
      <div className="flex flex-col gap-4">
        {current.status === 'making' ? (
          <>
            <p id={`${sizeId}-making`}>
              <Trans>Making the book… {percent}%</Trans>
            </p>
            <progress
              aria-labelledby={`${sizeId}-making`}
              value={current.progress}
              max={100}
              className="h-4 w-full accent-primary"
            />
          </>
        ) : null}
        {current.status === 'ready' && current.download_url ? (
          <>
            <p role="status">
              <Trans>Your book is ready.</Trans>
            </p>
            <a href={current.download_url} download className={buttonClass('primary')}>
              <Trans>Download the book (PDF)</Trans>
            </a>
          </>
        ) : null}
        {current.status === 'failed' ? (
          <FormError messages={t`The book could not be made. Please try again.`} />
        ) : null}
      </div>
    );
  }

  return (
    <form onSubmit={make} className="flex flex-col gap-3">
      <Input
        label={t`Title of the book`}
        dir="auto"
        value={title}
        maxLength={KEEPSAKE_LIMITS.titleMax * 2}
        onChange={(e) => setTitle(e.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <Input
          label={t({ message: 'From', comment: 'the first day of the period the book covers' })}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <Input
          label={t({ message: 'To', comment: 'the last day of the period the book covers' })}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={sizeId} className="font-semibold">
          <Trans>Page size</Trans>
        </label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(e) => setPageSize(e.target.value as KeepsakePageSize)}
          className="min-h-12 rounded-card border-2 border-muted/60 bg-surface px-3 text-base text-ink"
        >
          <option value="A5">{t`A5 (a small book)`}</option>
          <option value="letter">{t`Letter (US paper)`}</option>
        </select>
      </div>
      <p className="rounded-card border-2 border-primary/40 p-3">
        <Trans>
          The codes in the book play your family’s voices for anyone holding the book. You can turn
          them off later under “Printed keepsake links” in your account.
        </Trans>
      </p>
      {start.error ? (
        <FormError
          messages={
            errorList(start.error) ??
            firstError(start.error, t`The book could not be made. Please try again.`)
          }
        />
      ) : null}
      <Button type="submit" disabled={start.isPending}>
        <Trans>Make the book</Trans>
      </Button>
    </form>
  );
}
