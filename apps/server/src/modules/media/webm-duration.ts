// Matroska element ids (with their length marker bits, as they appear in the file).
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const BLOCK_GROUP = 0xa0;
const INFO = 0x1549a966;
const TIMESTAMP_SCALE = 0x2ad7b1;
const CLUSTER_TIMESTAMP = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK = 0xa1;
const BLOCK_DURATION = 0x9b;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const CODEC_ID = 0x86;

/** Masters whose children we need; the walk steps into them instead of over them. */
const ENTERED = new Set([SEGMENT, CLUSTER, BLOCK_GROUP, INFO, TRACKS, TRACK_ENTRY]);

interface Vint {
  value: number;
  length: number;
  unknown: boolean;
}

export function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): Vint | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

export function readUint(bytes: Uint8Array, start: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + bytes[start + i]!;
  return value;
}

/** Milliseconds of audio in one Opus packet, from its table-of-contents byte (RFC 6716, 3.1). */
export function opusPacketMs(packet: Uint8Array): number {
  const toc = packet[0];
  if (toc === undefined) return 0;
  const config = toc >> 3;
  const frameMs =
    config < 12
      ? [10, 20, 40, 60][config % 4]!
      : config < 16
        ? [10, 20][config % 2]!
        : [2.5, 5, 10, 20][config % 4]!;
  const code = toc & 3;
  const frames = code === 0 ? 1 : code < 3 ? 2 : (packet[1] ?? 0) & 0x3f;
  return frameMs * frames;
}

/**
 * The length of a WebM recording, measured from its blocks. MediaRecorder streams its output, so
 * the header has no Duration and the segment and clusters have unknown sizes; the time of the
 * last block (cluster timestamp plus the block's offset) plus that packet's own length is what a
 * player will play. Only the masters holding timestamps are stepped into; everything else is
 * skipped by its size. Null when no block was found.
 */
export function webmDurationMs(bytes: Buffer): number | null {
  let scaleNs = 1_000_000;
  let clusterTime = 0;
  let first = Infinity;
  let end = -Infinity;
  let lastStart = 0;
  let opus = false;
  let at = 0;
  while (at < bytes.length) {
    const id = readVint(bytes, at, true);
    if (!id) break;
    const size = readVint(bytes, at + id.length, false);
    if (!size) break;
    const start = at + id.length + size.length;
    if (ENTERED.has(id.value)) {
      at = start;
      continue;
    }
    // Anything else of unknown size cannot be stepped over; a recording cut short ends here.
    if (size.unknown || start + size.value > bytes.length) break;
    if (id.value === TIMESTAMP_SCALE) scaleNs = readUint(bytes, start, size.value);
    else if (id.value === CODEC_ID) {
      opus ||= bytes.toString('latin1', start, start + size.value) === 'A_OPUS';
    } else if (id.value === CLUSTER_TIMESTAMP) clusterTime = readUint(bytes, start, size.value);
    else if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = readVint(bytes, start, false);
      if (track && size.value >= track.length + 4) {
        const header = start + track.length;
        const offset = ((bytes[header]! << 24) >> 16) | bytes[header + 1]!; // signed 16 bits
        const flags = bytes[header + 2]!;
        lastStart = ((clusterTime + offset) * scaleNs) / 1e6;
        // Laced blocks hold several packets; MediaRecorder writes one Opus packet a block.
        const laced = (flags & 0x06) !== 0;
        const packet = bytes.subarray(header + 3, start + size.value);
        const packetMs = opus && !laced ? opusPacketMs(packet) : 0;
        first = Math.min(first, lastStart);
        end = Math.max(end, lastStart + packetMs);
      }
    } else if (id.value === BLOCK_DURATION) {
      end = Math.max(end, lastStart + (readUint(bytes, start, size.value) * scaleNs) / 1e6);
    }
    at = start + size.value;
  }
  return end === -Infinity ? null : Math.round(end - first);
}
