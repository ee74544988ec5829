import type { AlbumItem } from '@hearth/shared';
import { dateTimeFormat } from '@/lib/format';

export interface AlbumMonth {
  key: string;
  /** "November 2026", in the active language. */
  title: string;
  /** Each with its place in the whole album, which the viewer counts in. */
  items: { item: AlbumItem; index: number }[];
}

const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };

/** The album's items (newest first) in months, as the family lived them (local time). */
export function byMonth(items: readonly AlbumItem[]): AlbumMonth[] {
  const months: AlbumMonth[] = [];
  items.forEach((item, index) => {
    const date = new Date(item.created_at);
    const key = `${date.getFullYear()}-${date.getMonth()}`;
    let month = months.at(-1);
    if (month?.key !== key) {
      month = { key, title: dateTimeFormat(MONTH).format(date), items: [] };
      months.push(month);
    }
    month.items.push({ item, index });
  });
  return months;
}
