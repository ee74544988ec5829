import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { firstError } from '@/lib/errors';
import { intlLocale } from '@/lib/i18n';
import { useKeepsakeLinks } from '../api/get-keepsake-links';
import { useTurnOffKeepsakeLinks } from '../api/turn-off-keepsake-links';

/**
 * "Printed keepsake links": each printed book whose codes play the family's voices, with
 * "Turn off" (then every code of that book stops playing, for good).
 */
export function KeepsakeLinks() {
  const { t } = useLingui();
  // Folded away until opened: the page asks the server for nothing more before that.
  const [expanded, setExpanded] = useState(false);
  const books = useKeepsakeLinks(expanded);
  const turnOff = useTurnOffKeepsakeLinks();
  const day = new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'long' });

  return (
    <details
      className="rounded-card bg-surface p-4"
      onToggle={(e) => setExpanded(e.currentTarget.open)}
    >
      <summary className="min-h-12 cursor-pointer py-2 text-2xl font-bold">
        <Trans>Printed keepsake links</Trans>
      </summary>
      <div className="flex flex-col gap-3">
        <p>
          <Trans>
            The codes printed in your books play your family’s voices for anyone holding a book.
            Turn a book’s codes off if it is lost or given away.
          </Trans>
        </p>
        {turnOff.error ? (
          <FormError messages={firstError(turnOff.error, t`The codes could not be turned off.`)} />
        ) : null}
        {books.data?.length === 0 ? (
          <p className="text-muted">
            <Trans>No printed books yet.</Trans>
          </p>
        ) : null}
        <ul className="flex flex-col gap-2">
          {books.data?.map((book) => {
            const count = book.link_count;
            const made = day.format(new Date(book.created_at));
            const title = book.title;
            return (
              <li
                key={book.id}
                className="flex min-h-12 flex-wrap items-center justify-between gap-2"
              >
                <span className="flex flex-col">
                  <span dir="auto" className="font-semibold">
                    {book.title}
                  </span>
                  <span className="text-base text-muted">
                    {book.turned_off_at ? (
                      <Trans>Made {made}, codes turned off</Trans>
                    ) : (
                      <Plural
                        value={count}
                        one={`Made ${made}, # code`}
                        other={`Made ${made}, # codes`}
                      />
                    )}
                  </span>
                </span>
                {book.turned_off_at ? null : (
                  <Button
                    variant="secondary"
                    size="compact"
                    aria-label={t`Turn off the codes of ${title}`}
                    disabled={turnOff.isPending}
                    onClick={() => turnOff.mutate(book.id)}
                  >
                    <Trans comment="stops the printed codes of a book from playing">Turn off</Trans>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}
