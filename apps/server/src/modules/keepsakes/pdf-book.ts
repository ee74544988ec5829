import { GAP, INK, MARGIN, ACCENT, PageKit, QR_SIZE } from './pdf-page-kit.js';
import { paragraphDirection } from './pdf-runs.js';
import { photoPage, storyPage, titlePage, videoPage, type TitlePage } from './pdf-whole-pages.js';

import type { BookEntry } from './pdf-entry.js';

export { textsOf, type BookEntry } from './pdf-entry.js';

/**
 * Lays a book out with pdfkit, one entry at a time, as a family album would: a title page, then
 * texts and voice messages flowing page after page, each photo or video on a page of its own,
 * as large as the page allows, and each page of a read-aloud on its own page. Nothing is kept
 * between entries but the position on the page (and the book's emoji pictures): pdfkit writes
 * each finished page out as it goes.
 */
export class BookLayout extends PageKit {
  /** Draws the emoji of the texts given (before `add` or `titlePage` sets them). */
  prepare(texts: string[]): Promise<void> {
    return this.emoji.load(texts);
  }

  titlePage(page: TitlePage): void {
    titlePage(this, page);
  }

  add(entry: BookEntry): void {
    switch (entry.kind) {
      case 'photo':
        return photoPage(this, entry);
      case 'video':
        return videoPage(this, entry);
      case 'story':
        return storyPage(this, entry);
      default:
        return this.flow(entry);
    }
  }

  /** Room for `height` points on a flowing page, or a new page. */
  private room(height: number) {
    if (!this.flowing || this.doc.y + height > this.bottom) this.newPage(true);
  }

  private flow(entry: Extract<BookEntry, { kind: 'text' | 'voice' }>) {
    const { doc } = this;
    if (entry.kind === 'voice') {
      this.room(QR_SIZE + GAP);
      this.codeWithCaption(doc.y, { ...entry, action: this.scanToListen });
      doc.y += GAP;
      return;
    }
    const style = { size: 12, color: INK };
    const height = this.setter.heightOf(entry.text, style, this.width - GAP);
    // A long message may run on to the next page; a short one is kept whole.
    this.room(Math.min(height, 200) + 30);
    this.heading(entry.heading);
    doc.moveDown(0.2);
    const top = doc.y;
    const pages = this.pages;
    this.line(entry.text, 12, INK, false, MARGIN + GAP, true);
    // A quote's rule beside it (on the right of right-to-left text), when it kept to one page.
    if (this.pages === pages) {
      const x = paragraphDirection(entry.text) === 'R' ? MARGIN + this.width + 4 : MARGIN + 4;
      doc.moveTo(x, top).lineTo(x, doc.y).lineWidth(2).strokeColor(ACCENT).stroke();
    }
    doc.y += GAP;
  }
}
