import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as jsqr from 'jsqr';
import sharp from 'sharp';

/** Runs a poppler or qpdf tool on the PDF in a temporary folder; answers its output. */
function withPdf<T>(pdf: Buffer, run: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-pdf-'));
  try {
    const file = join(dir, 'book.pdf');
    writeFileSync(file, pdf);
    return run(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// jsqr is CommonJS whose types say `export default`: its function is the module, or its default.
type Decode = (data: Uint8ClampedArray, width: number, height: number) => jsqr.QRCode | null;
const jsQR = ((jsqr as unknown as { default?: Decode }).default ?? jsqr) as unknown as Decode;

const tool = (name: string, args: string[]) => execFileSync(name, args).toString('utf8');

export function pageCount(pdf: Buffer): number {
  const info = withPdf(pdf, (file) => tool('pdfinfo', [file]));
  return Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]);
}

/** `qpdf --check`: throws (a non-zero status) unless the file's structure is sound. */
export function qpdfCheck(pdf: Buffer): string {
  return withPdf(pdf, (file) => tool('qpdf', ['--check', file]));
}

/** pdffonts' table: each font's name (without its subset tag) and whether it is embedded. */
export function fontsOf(pdf: Buffer): { name: string; embedded: boolean }[] {
  const out = withPdf(pdf, (file) => tool('pdffonts', [file]));
  return out
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      // name type... encoding emb sub uni object ID: emb is the fifth column from the end.
      return {
        name: columns[0]!.replace(/^[A-Z]{6}\+/, ''),
        embedded: columns[columns.length - 5] === 'yes',
      };
    });
}

/** pdfimages' list: the page and size of each image the PDF draws. */
export function imagesOf(pdf: Buffer): { page: number; width: number; height: number }[] {
  const out = withPdf(pdf, (file) => tool('pdfimages', ['-list', file]));
  return out
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [page, , type, width, height] = line.trim().split(/\s+/);
      return { page: Number(page), type, width: Number(width), height: Number(height) };
    })
    .filter((image) => image.type === 'image');
}

/** Each page rendered by pdftoppm as PNG, in order. */
export function pagesAsPng(pdf: Buffer, dpi: number, first?: number): Buffer[] {
  return withPdf(pdf, (file, dir) => {
    const range = first ? ['-f', String(first), '-l', String(first)] : [];
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', ...range, file, join(dir, 'page')]);
    return readdirSync(dir)
      .filter((name) => name.startsWith('page') && name.endsWith('.png'))
      .sort()
      .map((name) => readFileSync(join(dir, name)));
  });
}

/**
 * Every QR code on a rendered page, as jsQR reads them: one is read, painted over, and the page
 * read again until no code is left.
 */
export async function qrCodesOn(png: Buffer): Promise<string[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  const found: string[] = [];
  for (;;) {
    const code = jsQR(pixels, info.width, info.height);
    if (!code) return found;
    found.push(code.data);
    const { topLeftCorner: a, bottomRightCorner: b } = code.location;
    const pad = 12;
    for (let y = Math.max(0, Math.floor(a.y) - pad); y < Math.min(info.height, b.y + pad); y++) {
      for (let x = Math.max(0, Math.floor(a.x) - pad); x < Math.min(info.width, b.x + pad); x++) {
        pixels.fill(255, (y * info.width + x) * 4, (y * info.width + x) * 4 + 4);
      }
    }
  }
}

/** The PDF's text as pdftotext reads it, without the bidi marks it puts around Arabic. */
export function textOf(pdf: Buffer): string {
  return withPdf(pdf, (file) => tool('pdftotext', [file, '-'])).replace(/[\u202a-\u202e]/g, '');
}

export interface WordBox {
  page: number;
  word: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Each word pdftotext finds, with its box on its page (in points from the top left). */
export function wordBoxes(pdf: Buffer): WordBox[] {
  const html = withPdf(pdf, (file) => tool('pdftotext', ['-bbox', file, '-']));
  const boxes: WordBox[] = [];
  html.split('<page ').forEach((page, i) => {
    const words = page.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    );
    for (const [, xMin, yMin, xMax, yMax, word] of words) {
      boxes.push({ page: i, word: word!, xMin: +xMin!, yMin: +yMin!, xMax: +xMax!, yMax: +yMax! });
    }
  });
  return boxes;
}

/** How many pixels of a region of a rendered page are strongly coloured (not grey or black). */
export async function colouredPixels(
  png: Buffer,
  region: { left: number; top: number; width: number; height: number },
): Promise<number> {
  const { data, info } = await sharp(png)
    .extract(region)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 80) count += 1;
  }
  return count;
}
