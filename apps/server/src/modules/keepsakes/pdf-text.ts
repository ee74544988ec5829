import type { EmojiImages } from './pdf-emoji.js';
import { METRICS, type Weight } from './pdf-fonts.js';
import { drawnText, graphemeRuns, paragraphOf, visualOrder, type Run } from './pdf-runs.js';

export interface TextStyle {
  size: number;
  color: string;
  weight?: Weight;
  /** Where lines sit: by default at the paragraph's start (the right, for right-to-left text). */
  align?: 'start' | 'center';
}

/** Where a paragraph is set: its left edge and width; `overflow` begins a new page (answers its top). */
export interface Frame {
  x: number;
  width: number;
  bottom?: number;
  overflow?: () => number;
}

type Measured = Run & { width: number };
interface Line {
  runs: Measured[];
  width: number;
  ascent: number;
  descent: number;
}

/** An emoji stands a little taller than the letters beside it, as on a phone. */
const EMOJI_SCALE = 1.15;

/**
 * Sets text the way pdfkit cannot on its own: each run of a paragraph in its own script's font,
 * emoji as pictures, lines broken by hand and each line's runs put in bidi order, so that Latin
 * words inside Arabic text print and read in place. Every run is drawn on the line's baseline.
 */
export class TextSetter {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly emoji: EmojiImages,
  ) {}

  private font(run: Run, style: TextStyle) {
    return this.doc.font(`${run.script}-${style.weight ?? 'regular'}`).fontSize(style.size);
  }

  private measure(run: Run, style: TextStyle): Measured {
    if (run.kind === 'emoji') {
      const image = this.emoji.get(run.text);
      const width = image ? (style.size * EMOJI_SCALE * image.width) / image.height : 0;
      return { ...run, width };
    }
    return { ...run, width: this.font(run, style).widthOfString(run.text) };
  }

  private lines(text: string, style: TextStyle, width: number) {
    const paragraph = paragraphOf(text);
    const runs = paragraph.runs.map((run) => this.measure(run, style));
    const lines: Line[] = [];
    let current: Measured[] = [];
    const used = (rs: Measured[]) => rs.reduce((sum, r) => sum + r.width, 0);
    const close = () => {
      while (current.at(-1)?.kind === 'space') current.pop();
      lines.push(this.line(current, style));
      current = [];
    };
    for (let i = 0; i < runs.length;) {
      // The next unbreakable stretch (a word, with the space before it).
      let j = i + 1;
      while (j < runs.length && !runs[j]!.breakable) j++;
      const word = runs.slice(i, j);
      const words = word[0]!.kind === 'space' ? word.slice(1) : word;
      if (used(words) > width && words.some((r) => r.kind === 'text' && r.text.length > 1)) {
        // A word longer than a line (a web address) is broken between its characters.
        const pieces = words.flatMap((r) =>
          r.kind === 'text'
            ? graphemeRuns(r).map((g) => this.measure(g, style))
            : [{ ...r, breakable: true }],
        );
        runs.splice(i + word.length - words.length, words.length, ...pieces);
        continue;
      }
      if (current.length > 0 && used(current) + used(word) > width) {
        close();
        current.push(...words);
      } else {
        current.push(...(current.length ? word : words));
      }
      i = j;
    }
    if (current.length || lines.length === 0) close();
    return { lines, paragraph };
  }

  private line(runs: Measured[], style: TextStyle): Line {
    const scripts = runs.length ? runs.map((r) => METRICS[r.script]) : [METRICS.latin];
    return {
      runs,
      width: runs.reduce((sum, r) => sum + r.width, 0),
      ascent: Math.max(...scripts.map((m) => m.ascent)) * style.size,
      descent: Math.max(...scripts.map((m) => m.descent)) * style.size,
    };
  }

  /** The height the text takes in `width`. */
  heightOf(text: string, style: TextStyle, width: number): number {
    return this.lines(text, style, width).lines.reduce((h, l) => h + l.ascent + l.descent, 0);
  }

  /** Sets the text from doc.y, in the frame, and moves doc.y below it. */
  set(text: string, style: TextStyle, frame: Frame): void {
    const { doc } = this;
    const { lines, paragraph } = this.lines(text, style, frame.width);
    const rtl = paragraph.direction === 'R';
    for (const line of lines) {
      if (frame.bottom && frame.overflow && doc.y + line.ascent + line.descent > frame.bottom) {
        doc.y = frame.overflow();
      }
      const baseline = doc.y + line.ascent;
      const free = frame.width - line.width;
      let x = frame.x + (style.align === 'center' ? free / 2 : rtl ? free : 0);
      for (const run of visualOrder(paragraph, line.runs)) {
        if (run.kind === 'emoji') {
          const image = this.emoji.get(run.text);
          const height = style.size * EMOJI_SCALE;
          // pdfkit draws an image it has opened (embedded once); its types name only sources.
          const src = image as unknown as PDFKit.Mixins.ImageSrc;
          if (image) doc.image(src, x, baseline - height * 0.84, { height });
        } else if (run.kind === 'text') {
          this.font(run, style)
            .fillColor(style.color)
            .text(drawnText(run), x, baseline, { lineBreak: false, baseline: 'alphabetic' });
        }
        x += run.width;
      }
      doc.y = baseline + line.descent;
    }
    doc.x = frame.x;
  }
}
