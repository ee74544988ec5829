import type { Script } from './pdf-fonts.js';

/** A grapheme's strong direction: left to right, right to left, or neutral (takes its context's). */
export type Direction = 'L' | 'R' | 'N';

/**
 * A piece of text set in one go: a run of one script and direction within a word, one emoji,
 * or a space. `level` is its bidi embedding level (even: left to right), `breakable` whether a
 * line may end before it.
 */
export interface Run {
  kind: 'text' | 'emoji' | 'space';
  text: string;
  script: Script;
  direction: Direction;
  breakable: boolean;
  level: number;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** CJK punctuation and full-width forms: set in the Chinese face, never starting a line. */
const CJK_MARK = /[\u3000-\u303f\uff00-\uffef]/u;
const STRONG_LTR = /[\p{L}\p{Nd}]/u;

interface Piece {
  kind: Run['kind'];
  text: string;
  script: Script | null;
  direction: Direction;
  /** A character of its own (CJK): lines break around it, and it never joins a neighbour. */
  alone: boolean;
}

function pieceOf(g: string): Piece {
  if (/^\s+$/u.test(g))
    return { kind: 'space', text: ' ', script: 'latin', direction: 'N', alone: false };
  if (EMOJI.test(g)) return { kind: 'emoji', text: g, script: null, direction: 'N', alone: true };
  if (ARABIC.test(g))
    return { kind: 'text', text: g, script: 'arabic', direction: 'R', alone: false };
  if (CJK.test(g)) return { kind: 'text', text: g, script: 'chinese', direction: 'L', alone: true };
  if (CJK_MARK.test(g))
    return { kind: 'text', text: g, script: 'chinese', direction: 'N', alone: false };
  if (STRONG_LTR.test(g))
    return { kind: 'text', text: g, script: 'latin', direction: 'L', alone: false };
  // Punctuation and symbols: the script of the word they stand in (set after), Latin alone.
  return { kind: 'text', text: g, script: null, direction: 'N', alone: false };
}

export const graphemesOf = (text: string) => [...graphemes.segment(text)].map((g) => g.segment);

/** The paragraph's direction: its first strong character's (the Unicode rule P2), else `fallback`. */
export function paragraphDirection(text: string, fallback: 'L' | 'R' = 'L'): 'L' | 'R' {
  for (const { segment } of graphemes.segment(text)) {
    const { direction } = pieceOf(segment);
    if (direction !== 'N') return direction;
  }
  return fallback;
}

/**
 * Splits a paragraph into runs by script and strong direction, with their bidi levels: a
 * reduced form of the Unicode bidi algorithm (strong types only, neutrals take the direction
 * both their neighbours share, else the paragraph's), enough for Latin words and digits inside
 * Arabic text and Arabic names inside Latin text.
 */
export function runsOf(text: string, paragraph: 'L' | 'R'): Run[] {
  const pieces = [...graphemes.segment(text.replace(/\s+/gu, ' ').trim())].map((g) =>
    pieceOf(g.segment),
  );
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
  const base = paragraph === 'R' ? 1 : 0;
  const strong = (d: Direction) => (d === 'R' ? 1 : paragraph === 'R' ? 2 : 0);
  const levels = pieces.map((p, i) => {
    if (p.direction !== 'N') return strong(p.direction);
    const before = pieces.slice(0, i).findLast((q) => q.direction !== 'N')?.direction;
    const after = pieces.slice(i + 1).find((q) => q.direction !== 'N')?.direction;
    return before && before === after ? strong(before) : base;
  });
  const runs: Run[] = [];
  pieces.forEach((p, i) => {
    const level = levels[i]!;
    const last = runs[runs.length - 1];
    const prev = pieces[i - 1];
    const joins =
      last &&
      p.kind === 'text' &&
      last.kind === 'text' &&
      !p.alone &&
      !prev?.alone &&
      last.script === p.script &&
      last.level === level;
    if (joins) {
      last.text += p.text;
      return;
    }
    const breakable =
      i > 0 &&
      (p.kind === 'space' ||
        prev?.kind === 'space' ||
        ((p.alone || !!prev?.alone) && !CJK_MARK.test(p.text)));
    runs.push({ ...p, script: p.script ?? 'latin', breakable, level });
  });
  return runs;
}

// Unicode's BidiMirroring pairs of the brackets and quotes a family writes.
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
  '‹': '›',
  '›': '‹',
};

/**
 * The text a run is drawn with. A run set right to left in a face that lays it out left to
 * right (punctuation among Arabic words, in the Latin face) has its characters reversed and its
 * brackets mirrored (the Unicode rules L3 and L4): an opening bracket before an Arabic word
 * faces the word. An Arabic run is laid out right to left by its own face.
 */
export function drawnText(run: Pick<Run, 'kind' | 'text' | 'script' | 'level'>): string {
  if (run.kind !== 'text' || run.level % 2 === 0 || run.script === 'arabic') return run.text;
  return graphemesOf(run.text)
    .reverse()
    .map((g) => MIRRORED[g] ?? g)
    .join('');
}

/**
 * A line's runs in the order they are drawn, left to right (the Unicode rule L2): from the
 * highest level down to the lowest odd one, each stretch at that level or higher is reversed.
 */
export function visualOrder<T extends { level: number }>(line: T[]): T[] {
  const out = [...line];
  const highest = Math.max(0, ...out.map((r) => r.level));
  const lowestOdd = Math.min(...out.map((r) => r.level).filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd && level > 0; level--) {
    for (let i = 0; i < out.length;) {
      if (out[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < out.length && out[j]!.level >= level) j++;
      out.splice(i, j - i, ...out.slice(i, j).reverse());
      i = j;
    }
  }
  return out;
}
