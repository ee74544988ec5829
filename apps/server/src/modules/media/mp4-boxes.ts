/** The boxes stepped into: those that hold the boxes a recording's length is read from. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'mvex', 'moof', 'traf']);

/** Thrown by a read past the end of its box: the file does not add up. */
export class Unreadable extends Error {}

export function u32(bytes: Buffer, at: number, end: number): number {
  if (at + 4 > end) throw new Unreadable();
  return bytes.readUInt32BE(at);
}

export function u64(bytes: Buffer, at: number, end: number): number {
  if (at + 8 > end) throw new Unreadable();
  return Number(bytes.readBigUInt64BE(at));
}

/**
 * Calls visit for each box in [start, end), stepping into the containers above; `boxStart` is
 * where the box's header begins.
 */
export function walk(
  bytes: Buffer,
  start: number,
  end: number,
  visit: (type: string, body: number, boxEnd: number, parents: string[], boxStart: number) => void,
  parents: string[] = [],
): void {
  let at = start;
  while (at + 8 <= end) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      size = u64(bytes, at + 8, end);
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    // A box that overruns its parent was cut off: nothing after it can be played either.
    if (size < header || at + size > end) return;
    visit(type, at + header, at + size, parents, at);
    if (CONTAINERS.has(type)) walk(bytes, at + header, at + size, visit, [...parents, type]);
    at += size;
  }
}
