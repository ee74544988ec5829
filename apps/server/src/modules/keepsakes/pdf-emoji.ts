import sharp from 'sharp';

/** An image pdfkit has read, to draw as often as needed while embedding it once. */
interface OpenedImage {
  width: number;
  height: number;
}
type Opener = { openImage(src: Buffer): OpenedImage };

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** About 300 pixels an inch at the size the book sets them: sharp in print, a few KB each. */
const DPI = 300;

/**
 * The book's emoji as colour pictures: no embeddable outline font draws them in colour, so each
 * is drawn once per book by Pango (through sharp) in Noto Color Emoji (Debian's
 * fonts-noto-color-emoji, under the SIL Open Font License) and embedded once, however often
 * it is used. An emoji Pango cannot draw is left out of the book, as before.
 */
export class EmojiImages {
  private readonly images = new Map<string, OpenedImage | null>();

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /** Draws the emoji of these texts not drawn yet (before the texts are laid out). */
  async load(texts: string[]): Promise<void> {
    for (const text of texts) {
      for (const { segment } of graphemes.segment(text)) {
        if (!EMOJI.test(segment) || this.images.has(segment)) continue;
        this.images.set(segment, await this.draw(segment));
      }
    }
  }

  private async draw(emoji: string): Promise<OpenedImage | null> {
    try {
      const png = await sharp({
        text: { text: emoji, font: 'Noto Color Emoji', rgba: true, dpi: DPI },
      })
        .png()
        .toBuffer();
      return (this.doc as unknown as Opener).openImage(png);
    } catch {
      return null;
    }
  }

  /** The emoji's picture, or null when it is not drawn (then it is left out). */
  get(emoji: string): OpenedImage | null {
    return this.images.get(emoji) ?? null;
  }
}
