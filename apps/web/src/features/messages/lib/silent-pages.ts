import { plural, t } from '@lingui/core/macro';
import { spokenList } from './spoken-list';

/**
 * The page numbers (from 1) that have no recording in a story of `pageCount` pages, given the
 * indexes (from 0) that have one.
 */
export function silentPages(pageCount: number, recorded: readonly number[]): number[] {
  const have = new Set(recorded);
  return Array.from({ length: pageCount }, (_, index) => index)
    .filter((index) => !have.has(index))
    .map((index) => index + 1);
}

/**
 * What a reader is told before sending a story with silent pages, in the active language; null
 * when none is silent.
 */
export function silentPagesText(pageCount: number, recorded: readonly number[]): string | null {
  const silent = silentPages(pageCount, recorded);
  if (silent.length === 0) return null;
  if (silent.length === pageCount) return t`No page has a recording yet.`;
  const count = silent.length;
  const pages = spokenList(silent);
  return t({
    comment: '{pages} is a list of page numbers: "3", or "2, 3 and 5"',
    message: plural(count, {
      one: `Page ${pages} has no recording yet.`,
      other: `Pages ${pages} have no recording yet.`,
    }),
  });
}
