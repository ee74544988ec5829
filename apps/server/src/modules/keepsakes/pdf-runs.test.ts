import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { registerFonts } from './pdf-fonts.js';
import { drawnText, graphemesOf, paragraphDirection, runsOf, visualOrder } from './pdf-runs.js';

/** The face pdfkit opened for a script (fontkit's font, which pdfkit keeps as `_font.font`). */
function faceOf(script: string) {
  const doc = new PDFDocument({ autoFirstPage: false });
  registerFonts(doc);
  doc.font(`${script}-regular`);
  const opened = doc as unknown as {
    _font: { font: { hasGlyphForCodePoint(c: number): boolean } };
  };
  return opened._font.font;
}

const SENTENCES = [
  'كيف حالك? (مرحبا) [جدة] - «نعم» 100%',
  'أحب Minecraft كثيرا!',
  'We baked a cake (with Gran) - 3/4 of it?',
  '你好（朋友）! (ok)',
];

describe('the printed book’s runs', () => {
  it('sets every character in a face that has it: no empty boxes for punctuation in Arabic', () => {
    for (const sentence of SENTENCES) {
      for (const run of runsOf(sentence, paragraphDirection(sentence))) {
        if (run.kind !== 'text') continue;
        const face = faceOf(run.script);
        for (const g of graphemesOf(run.text)) {
          expect(face.hasGlyphForCodePoint(g.codePointAt(0)!), `${g} in ${run.script}`).toBe(true);
        }
      }
    }
  });

  it('mirrors brackets set right to left, so that each faces the word it holds', () => {
    const runs = runsOf('(مرحبا) [جدة]', 'R');
    // Drawn left to right, the last word first: its closing bracket, mirrored, opens the line.
    // (Each Arabic word stays in logical order here: its face lays it out right to left.)
    expect(visualOrder(runs).map(drawnText).join('')).toBe('[جدة] (مرحبا)');
  });

  it('leaves left-to-right text as it is written', () => {
    const runs = runsOf('We baked a cake (with Gran)', 'L');
    expect(visualOrder(runs).map(drawnText).join('')).toBe('We baked a cake (with Gran)');
  });
});
