import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { registerFonts } from './pdf-fonts.js';
import { drawnText, graphemesOf, paragraphOf, visualOrder } from './pdf-runs.js';

interface Face {
  hasGlyphForCodePoint(c: number): boolean;
  layout(text: string): { glyphs: { codePoints: number[] }[] };
}

const faces = new Map<string, Face>();

/** The face pdfkit opened for a script (fontkit's font, which pdfkit keeps as `_font.font`). */
function faceOf(script: string): Face {
  if (!faces.has(script)) {
    const doc = new PDFDocument({ autoFirstPage: false });
    registerFonts(doc);
    doc.font(`${script}-regular`);
    faces.set(script, (doc as unknown as { _font: { font: Face } })._font.font);
  }
  return faces.get(script)!;
}

/** A paragraph's runs as drawn, left to right (Arabic runs still in logical order). */
function drawn(text: string, direction?: 'L' | 'R') {
  const paragraph = paragraphOf(text, direction);
  return visualOrder(paragraph, paragraph.runs).map(drawnText).join('');
}

/**
 * The characters as the page shows them, left to right: each run's glyphs in the order its
 * face lays them out (fontkit shapes Arabic right to left), so Arabic words read reversed.
 */
function printed(text: string) {
  const paragraph = paragraphOf(text);
  return visualOrder(paragraph, paragraph.runs)
    .map((run) =>
      faceOf(run.script)
        .layout(drawnText(run))
        .glyphs.map((g) => String.fromCodePoint(...g.codePoints))
        .join(''),
    )
    .join('');
}
const reversed = (word: string) => [...word].reverse().join('');

const SENTENCES = [
  'كيف حالك? (مرحبا) [جدة] - «نعم» 100%',
  'أحب Minecraft كثيرا!',
  'We baked a cake (with Gran) - 3/4 of it?',
  '你好（朋友）! (ok)',
  'قالت \u2067Hello, world!\u2069 لي',
];

describe('the printed book’s runs', () => {
  it('sets every character in a face that has it: no empty boxes for punctuation in Arabic', () => {
    for (const sentence of SENTENCES) {
      for (const run of paragraphOf(sentence).runs) {
        if (run.kind !== 'text') continue;
        const face = faceOf(run.script);
        for (const g of graphemesOf(run.text)) {
          expect(face.hasGlyphForCodePoint(g.codePointAt(0)!), `${g} in ${run.script}`).toBe(true);
        }
      }
    }
  });

  it('mirrors brackets set right to left, so that each faces the word it holds', () => {
    // Drawn left to right, the last word first: its closing bracket, mirrored, opens the line.
    // (Each Arabic word stays in logical order here: its face lays it out right to left.)
    expect(drawn('(مرحبا) [جدة]', 'R')).toBe('[جدة] (مرحبا)');
  });

  it('leaves left-to-right text as it is written', () => {
    expect(drawn('We baked a cake (with Gran)', 'L')).toBe('We baked a cake (with Gran)');
  });

  it('prints numbers in Arabic text left to right, Western and Arabic-Indic digits alike', () => {
    expect(printed('عمري 12 سنة')).toBe(`${reversed('سنة')} 12 ${reversed('عمري')}`);
    expect(printed('عمري ١٢ سنة')).toBe(`${reversed('سنة')} ١٢ ${reversed('عمري')}`);
    expect(printed('أحب Minecraft كثيرا!')).toBe(
      `!${reversed('كثيرا')} Minecraft ${reversed('أحب')}`,
    );
  });

  it('keeps an isolate (RLI … PDI) together, set right to left, and draws no control', () => {
    const text = 'قالت \u2067Hello, world!\u2069 لي';
    // Within the right-to-left isolate the "!" ends the phrase on its left.
    expect(printed(text)).toBe(`${reversed('لي')} !Hello, world ${reversed('قالت')}`);
    expect(paragraphOf(text).direction).toBe('R');
    // A left-to-right paragraph holding a right-to-left quote keeps its own direction (P2
    // skips isolates).
    expect(paragraphOf('\u2067مرحبا\u2069 said Gran').direction).toBe('L');
  });

  it('sets an embedding (RLE … PDF) right to left inside a left-to-right paragraph', () => {
    const text = 'abc \u202bشيء (1) def\u202c ghi';
    expect(printed(text)).toBe(`abc def (1) ${reversed('شيء')} ghi`);
    const runs = paragraphOf(text).runs;
    expect(runs.map((r) => r.text).join('')).not.toMatch(/\p{Bidi_Control}/u);
  });
});
