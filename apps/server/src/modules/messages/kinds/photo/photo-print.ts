import type { BookEntry, PrintRule } from '../printing.js';

/** A photo message prints a page per photo, its caption under the first. */
export const printPhotos: PrintRule = async (row, tools) => {
  const photos = await tools.photos();
  const entries: BookEntry[] = [];
  for (const [i, photo] of photos.entries()) {
    const { jpeg } = await tools.picture(photo.id);
    const caption = tools.texts.exportViewer.photoFrom(
      row.nickname,
      String(i + 1),
      String(photos.length),
    );
    const text = i === 0 ? row.content : '';
    entries.push({ kind: 'photo', heading: tools.heading, caption, jpeg, text });
  }
  return entries;
};
