import bidiJs, { type EmbeddingLevels } from 'bidi-js';
import type { Script } from './pdf-fonts.js';

// bidi-js is CommonJS with ES-style types: Node's default import is the factory itself.
const bidiFactory = bidiJs as unknown as typeof bidiJs.default;
/** The Unicode bidi algorithm (UAX #9, embeddings and isolates included), from bidi-js. */
const bidi = bidiFactory();

/**
 * A piece of text set in one go: a run of one script and bidi level within a word, one emoji,
 * or a space. `level` is its bidi embedding level (even: left to right), `start` where it
 * begins in its paragraph's text, `breakable` whether a line may end before it. Its text has
 * its mirrored characters (brackets set right to left) already swapped (the rule L4).
 */
export interface Run {
  kind: 'text' | 'emoji' | 'space';
  text: string;
  script: Script;
  breakable: boolean;
  level: number;
  start: number;
}

/** A paragraph as the bidi algorithm resolved it: its runs in logical order. */
export interface Paragraph {
  text: string;
  direction: 'L' | 'R';
  embedding: EmbeddingLevels;
  runs: Run[];
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** CJK punctuation and full-width forms: set in the Chinese face, never starting a line. */
const CJK_MARK = /[\u3000-\u303f\uff00-\uffef]/u;
const LETTER = /[\p{L}\p{Nd}]/u;
/** Embeddings, overrides, isolates and marks: they steer the algorithm and are never drawn. */
const BIDI_CONTROL = /^\p{Bidi_Control}+$/u;

interface Piece {
  kind: Run['kind'];
  text: string;
  script: Script | null;
  /** A character of its own (CJK): lines break around it, and it never joins a neighbour. */
  alone: boolean;
  level: number;
  start: number;
  /** It follows a control character that was left out: it starts a run of its own. */
  cut: boolean;
}

function kindOf(g: string): Pick<Piece, 'kind' | 'script' | 'alone'> {
  if (/^\s+$/u.test(g)) return { kind: 'space', script: 'latin', alone: false };
  if (EMOJI.test(g)) return { kind: 'emoji', script: null, alone: true };
  if (ARABIC.test(g)) return { kind: 'text', script: 'arabic', alone: false };
  if (CJK.test(g)) return { kind: 'text', script: 'chinese', alone: true };
  if (CJK_MARK.test(g)) return { kind: 'text', script: 'chinese', alone: false };
  if (LETTER.test(g)) return { kind: 'text', script: 'latin', alone: false };
  // Punctuation and symbols: the script of the word they stand in (set after), Latin alone.
  return { kind: 'text', script: null, alone: false };
}

export const graphemesOf = (text: string) => [...graphemes.segment(text)].map((g) => g.segment);

/** The paragraph's direction: its first strong character's outside isolates (rules P2, P3). */
export function paragraphDirection(text: string): 'L' | 'R' {
  const { paragraphs } = bidi.getEmbeddingLevels(text.replace(/\s+/gu, ' '), 'auto');
  return (paragraphs[0]?.level ?? 0) % 2 === 1 ? 'R' : 'L';
}

function piecesOf(text: string, embedding: EmbeddingLevels): Piece[] {
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  const pieces: Piece[] = [];
  let cut = false;
  for (const { segment, index } of graphemes.segment(text)) {
    if (BIDI_CONTROL.test(segment)) {
      cut = true;
      continue;
    }
    // By UTF-16 unit, as bidi-js counts (a surrogate pair's halves join back up).
    let drawn = '';
    for (let i = 0; i < segment.length; i++) drawn += mirrored.get(index + i) ?? segment[i];
    const level = embedding.levels[index]!;
    pieces.push({ ...kindOf(segment), text: drawn, level, start: index, cut });
    cut = false;
  }
  return pieces;
}

/**
 * Splits a paragraph into runs by script and bidi level (resolved by the full Unicode bidi
 * algorithm), so that Latin words and digits inside Arabic text, Arabic names inside Latin text
 * and explicitly embedded or isolated text each take their place.
 */
export function paragraphOf(text: string, direction = paragraphDirection(text)): Paragraph {
  const normal = text.replace(/\s+/gu, ' ').trim();
  const embedding = bidi.getEmbeddingLevels(normal, direction === 'R' ? 'rtl' : 'ltr');
  const pieces = piecesOf(normal, embedding);
  // Punctuation takes the script of the word it is in: before it, else after it, else Latin.
  // Not Arabic's: its face (Noto Naskh) lacks most of it (brackets, ?, -), which printed as
  // empty boxes; the Latin face has them all.
  pieces.forEach((p, i) => {
    if (p.script) return;
    let j = i - 1;
    while (j >= 0 && pieces[j]!.kind === 'text' && !pieces[j]!.script) j--;
    const before = j >= 0 && pieces[j]!.kind === 'text' ? pieces[j]!.script : null;
    const after = pieces.slice(i + 1).find((q) => q.kind !== 'text' || q.script);
    const script = before ?? (after?.kind === 'text' ? after.script : null) ?? 'latin';
    p.script = script === 'arabic' ? 'latin' : script;
  });
  const runs: Run[] = [];
  pieces.forEach((p, i) => {
    const last = runs[runs.length - 1];
    const prev = pieces[i - 1];
    const joins =
      last &&
      p.kind === 'text' &&
      last.kind === 'text' &&
      !p.cut &&
      !p.alone &&
      !prev?.alone &&
      last.script === p.script &&
      last.level === p.level;
    if (joins) {
      last.text += p.text;
      return;
    }
    const breakable =
      i > 0 &&
      (p.kind === 'space' ||
        prev?.kind === 'space' ||
        ((p.alone || !!prev?.alone) && !CJK_MARK.test(p.text)));
    const { kind, text: drawn, level, start } = p;
    runs.push({ kind, text: drawn, script: p.script ?? 'latin', breakable, level, start });
  });
  return { text: normal, direction, embedding, runs };
}

/** A run cut into its graphemes (to break a word longer than a line between its characters). */
export function graphemeRuns<R extends Run>(run: R): R[] {
  let start = run.start;
  return graphemesOf(run.text).map((text) => {
    const piece = { ...run, text, start, breakable: true };
    start += text.length;
    return piece;
  });
}

/**
 * Scripts that pdfkit's shaper (fontkit) lays out right to left: a run holding one is drawn
 * by its face in reverse of the order it is given.
 */
const RTL_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * The text a run is drawn with, so that it reads in the direction of its level (the rule L3).
 * A face lays text out in its script's direction: a run set against it (punctuation among
 * Arabic words, in the Latin face; Arabic-Indic digits, left to right in the Arabic face) is
 * given to it reversed.
 */
export function drawnText(run: Pick<Run, 'kind' | 'text' | 'level'>): string {
  if (run.kind !== 'text' || run.level % 2 === (RTL_SCRIPT.test(run.text) ? 1 : 0)) {
    return run.text;
  }
  return graphemesOf(run.text).reverse().join('');
}

/**
 * A line's runs in the order they are drawn, left to right (the rules L1 and L2, by bidi-js on
 * the stretch of the paragraph the line holds).
 */
export function visualOrder<T extends Pick<Run, 'start' | 'text'>>(
  paragraph: Paragraph,
  line: T[],
): T[] {
  if (line.length === 0) return [];
  const first = Math.min(...line.map((r) => r.start));
  const last = Math.max(...line.map((r) => r.start + r.text.length - 1));
  const order = bidi.getReorderedIndices(paragraph.text, paragraph.embedding, first, last);
  const place = new Map(order.map((index, at) => [index, at]));
  return [...line].sort((a, b) => place.get(a.start)! - place.get(b.start)!);
}
