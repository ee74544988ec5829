/** A list read aloud: "3", "3 and 4", "2, 3 and 5". */
function spoken(numbers: readonly number[]): string {
  if (numbers.length === 1) return String(numbers[0]);
  return `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

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

/** What a reader is told before sending a story with silent pages; null when none is silent. */
export function silentPagesText(pageCount: number, recorded: readonly number[]): string | null {
  const silent = silentPages(pageCount, recorded);
  if (silent.length === 0) return null;
  if (silent.length === pageCount) return 'No page has a recording yet.';
  return silent.length === 1
    ? `Page ${silent[0]} has no recording yet.`
    : `Pages ${spoken(silent)} have no recording yet.`;
}
