import { EmojiImages } from './pdf-emoji.js';
import type { Weight } from './pdf-fonts.js';
import { drawQr } from './pdf-qr.js';
import { TextSetter } from './pdf-text.js';
import type { Heading } from '../messages/messages.service.js';

export const MARGIN = 48;
export const QR_SIZE = 84;
export const GAP = 14;
export const INK = '#2b2118';
export const MUTED = '#6b5e52';
export const ACCENT = '#c8643b';

// Who and when, above an entry: its parts, joined with a middle dot and set as one line of
// text (each run in its own script's font). The kinds build it (printing.ts).
export type { Heading };

/**
 * What every page of the book is made with: the document, its text setter and emoji, the
 * current page's frame, and the few ways the book writes (a line, a heading, a code).
 */
export class PageKit {
  /** Whether the current page takes flowing entries (not a title, photo or story page). */
  flowing = false;
  /** Pages begun so far: a quote that ran on to another page gets no rule. */
  pages = 0;
  readonly emoji: EmojiImages;
  readonly setter: TextSetter;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly scanToListen: string,
    readonly scanToWatch: string,
  ) {
    doc.on('pageAdded', () => (this.pages += 1));
    this.emoji = new EmojiImages(doc);
    this.setter = new TextSetter(doc, this.emoji);
  }

  get width() {
    return this.doc.page.width - 2 * MARGIN;
  }
  get bottom() {
    return this.doc.page.height - MARGIN;
  }

  newPage(flowing: boolean) {
    this.doc.addPage();
    this.flowing = flowing;
    this.doc.y = MARGIN;
  }

  /** A paragraph from doc.y, indented by `x`; `overflow` lets it run on to new pages. */
  line(text: string, size: number, color: string, bold = false, x = MARGIN, overflow = false) {
    const weight: Weight = bold ? 'bold' : 'regular';
    this.setter.set(
      text,
      { size, color, weight },
      {
        x,
        width: this.width - (x - MARGIN),
        bottom: this.bottom,
        overflow: overflow ? () => (this.newPage(true), MARGIN) : undefined,
      },
    );
  }

  heading(parts: Heading, x = MARGIN) {
    const text = parts.filter((part) => part.trim() !== '').join(' · ');
    this.line(text, 9, MUTED, true, x);
  }

  centred(text: string, size: number, color: string, bold = false) {
    const weight: Weight = bold ? 'bold' : 'regular';
    this.setter.set(
      text,
      { size, color, weight, align: 'center' },
      { x: MARGIN, width: this.width },
    );
  }

  /** A code at (MARGIN, top), and beside it the heading, caption and what the code does. */
  codeWithCaption(
    top: number,
    code: { url: string; heading: Heading; caption: string; action: string },
    size = 12,
  ) {
    const { doc } = this;
    drawQr(doc, code.url, MARGIN, top, QR_SIZE);
    const x = MARGIN + QR_SIZE + GAP;
    doc.y = top + 14;
    this.heading(code.heading, x);
    this.line(code.caption, size, INK, false, x);
    doc.moveDown(0.3);
    this.line(code.action, 9, ACCENT, true, x);
    doc.y = Math.max(doc.y, top + QR_SIZE);
  }
}
