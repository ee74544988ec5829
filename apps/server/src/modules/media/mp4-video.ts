import { fragmentedMp4DurationMs } from './mp4-duration.js';
import { u32, u64, Unreadable, walk } from './mp4-boxes.js';

export interface Mp4Video {
  brand: string;
  durationMs: number;
  /** As displayed: a track turned a quarter by its matrix has its sides swapped. */
  width: number;
  height: number;
}

/** Boxes that may say where a video was made; emptied wherever the walk finds them. */
const LOCATION_BOXES = new Set(['udta', 'meta', 'uuid']);
const FREE = Buffer.from('free', 'latin1');

/** Whether the top-level boxes follow one another to the file's very end, and nothing after. */
function wholeFile(bytes: Buffer): boolean {
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(at);
    if (size === 1 && at + 16 <= bytes.length) size = Number(bytes.readBigUInt64BE(at + 8));
    else if (size === 0) size = bytes.length - at;
    if (size < 8 || at + size > bytes.length) return false;
    at += size;
  }
  return at === bytes.length;
}

/**
 * An MP4 or QuickTime video's brand, length and displayed size, read from its boxes: the movie
 * header's duration (or its fragments', whichever is longer), the first visual track's tkhd size
 * and matrix. Undefined when it holds no video track (it may be a recording); null when it
 * does but is not a whole ISO file (data after its last box, a box cut short). With `clean`,
 * `bytes` is changed in place: every udta, meta and uuid box (QuickTime's ©xyz, MP4's loci, the
 * Keys' ISO6709 location, XMP) becomes a `free` box of zeros, the same size, so that offsets
 * still hold, the file still plays and no location is left in it.
 */
export function readMp4Video(bytes: Buffer, clean = false): Mp4Video | null | undefined {
  if (bytes.toString('latin1', 4, 8) !== 'ftyp') return null;
  let timescale = 0;
  let duration = 0;
  let size: { width: number; height: number } | null = null;
  let pending: { width: number; height: number } | null = null;
  try {
    walk(bytes, 0, bytes.length, (type, body, end, _parents, start) => {
      const version = bytes[body];
      if (LOCATION_BOXES.has(type)) {
        if (!clean) return;
        FREE.copy(bytes, start + 4);
        bytes.fill(0, body, end);
      } else if (type === 'mvhd') {
        timescale = u32(bytes, body + (version === 1 ? 20 : 12), end);
        duration = version === 1 ? u64(bytes, body + 24, end) : u32(bytes, body + 16, end);
      } else if (type === 'tkhd') {
        pending = displayed(bytes, body + (version === 1 ? 52 : 40), end);
      } else if (type === 'hdlr' && bytes.toString('latin1', body + 8, body + 12) === 'vide') {
        size ??= pending;
      }
    });
  } catch (error) {
    if (error instanceof Unreadable) return null;
    throw error;
  }
  const brand = bytes.toString('latin1', 8, 12);
  if (!size) return undefined;
  // Anything after the last box (or a box cut short) is no part of a video that plays.
  if (!wholeFile(bytes)) return null;
  const { width, height } = size;
  if (timescale === 0 || width === 0 || height === 0) return null;
  const fragmented = fragmentedMp4DurationMs(bytes, 'any');
  if (fragmented === null) return null;
  const durationMs = Math.max(Math.round((duration * 1000) / timescale), fragmented ?? 0);
  return { brand, durationMs, width, height };
}

/** A tkhd's width and height (16.16 fixed point after its matrix), as its matrix shows them. */
function displayed(bytes: Buffer, matrix: number, end: number) {
  const a = u32(bytes, matrix, end) | 0;
  const d = u32(bytes, matrix + 16, end) | 0;
  const width = Math.round(u32(bytes, matrix + 36, end) / 65536);
  const height = Math.round(u32(bytes, matrix + 40, end) / 65536);
  // A quarter turn has a = d = 0 (b and c carry the rotation).
  return a === 0 && d === 0 ? { width: height, height: width } : { width, height };
}
