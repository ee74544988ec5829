/**
 * The book's fonts: Noto, from Debian's fonts-noto-core and fonts-noto-cjk (installed by
 * .ci/run and the README's setup), under the SIL Open Font License, which lets a PDF embed
 * them. pdfkit embeds only the glyphs a book uses (a subset), so a book in English carries a
 * few kilobytes of each, not the 19 MB of the Chinese collection.
 */
const NOTO = '/usr/share/fonts/truetype/noto';
const NOTO_CJK = '/usr/share/fonts/opentype/noto';

export type Script = 'latin' | 'chinese' | 'arabic';
export type Weight = 'regular' | 'bold';

const FILES: Record<Script, Record<Weight, [path: string, face?: string]>> = {
  latin: {
    regular: [`${NOTO}/NotoSans-Regular.ttf`],
    bold: [`${NOTO}/NotoSans-Bold.ttf`],
  },
  // A collection: the face is named. Its Simplified Chinese face also draws Latin letters.
  chinese: {
    regular: [`${NOTO_CJK}/NotoSansCJK-Regular.ttc`, 'NotoSansCJKsc-Regular'],
    bold: [`${NOTO_CJK}/NotoSansCJK-Bold.ttc`, 'NotoSansCJKsc-Bold'],
  },
  arabic: {
    regular: [`${NOTO}/NotoNaskhArabic-Regular.ttf`],
    bold: [`${NOTO}/NotoNaskhArabic-Bold.ttf`],
  },
};

/** The font the document starts with (pdfkit would otherwise start with an unembedded Helvetica). */
export const DEFAULT_FONT = FILES.latin.regular[0];

export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [script, weights] of Object.entries(FILES)) {
    for (const [weight, [path, face]] of Object.entries(weights)) {
      doc.registerFont(`${script}-${weight}`, path, face);
    }
  }
}

/**
 * Each face's ascent and descent, in ems (from its hhea table): a line holding several scripts
 * is as tall as its tallest, and all its runs share one baseline.
 */
export const METRICS: Record<Script, { ascent: number; descent: number }> = {
  latin: { ascent: 1.069, descent: 0.293 },
  chinese: { ascent: 1.16, descent: 0.288 },
  arabic: { ascent: 1.069, descent: 0.634 },
};
