import { readUint, readVint, webmDurationMs } from './webm-duration.js';

export interface WebmVideo {
  durationMs: number;
  width: number;
  height: number;
}

const EBML_HEADER = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMESTAMP_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const VIDEO = 0xe0;
const PIXEL_WIDTH = 0xb0;
const PIXEL_HEIGHT = 0xba;
const DISPLAY_WIDTH = 0x54b0;
const DISPLAY_HEIGHT = 0x54ba;
const CLUSTER = 0x1f43b675;
const TAGS = 0x1254c367;
const VIDEO_TRACK = 1;

const ENTERED = new Set([EBML_HEADER, SEGMENT, INFO, TRACKS, TRACK_ENTRY, VIDEO, CLUSTER]);

/**
 * Turns the element at [start, end) into a Void of zeros, in place: the id 0xEC, an eight-byte
 * size, then nothing. Players skip Void elements wherever they are.
 */
function voidOut(bytes: Buffer, start: number, end: number): void {
  bytes.fill(0, start, end);
  bytes[start] = 0xec;
  // An element too short for that (an empty Tags) takes a one-byte size.
  if (end - start < 9) bytes[start + 1] = 0x80 | (end - start - 2);
  else {
    bytes[start + 1] = 0x01;
    bytes.writeUIntBE(end - start - 9, start + 3, 6);
  }
}

/**
 * A WebM video's length and displayed size, from its header (Info's Duration when a file
 * writer set one; MediaRecorder's have none and are measured from their blocks) and its first
 * video track (DisplayWidth/Height when set, its pixels otherwise). Undefined when it holds no video track (a recording) or is
 * no WebM; null when it has data after its segment's end or no length.
 * With `clean`, every Tags element (titles, and a location a tool may have written) becomes a
 * Void of zeros, in place: browsers write none, and what a tool wrote is not to be passed on.
 */
export function readWebmVideo(bytes: Buffer, clean = false): WebmVideo | null | undefined {
  let docType = '';
  let scaleNs = 1_000_000;
  let declared = 0;
  let trackType = 0;
  let pixels = { width: 0, height: 0 };
  let shown = { width: 0, height: 0 };
  let video: { width: number; height: number } | null = null;
  let segmentEnd = -1;
  const endTrack = () => {
    if (trackType === VIDEO_TRACK && !video) {
      video = { width: shown.width || pixels.width, height: shown.height || pixels.height };
    }
  };
  let trackEnd = -1;
  let at = 0;
  while (at < bytes.length) {
    if (trackEnd >= 0 && at >= trackEnd) {
      endTrack();
      trackEnd = -1;
    }
    const id = readVint(bytes, at, true);
    const size = id && readVint(bytes, at + id.length, false);
    // A recording cut short ends here; what came before it still plays.
    if (!id || !size) break;
    const start = at + id.length + size.length;
    const end = size.unknown ? bytes.length : start + size.value;
    if (id.value === SEGMENT) segmentEnd = end;
    if (id.value === TRACK_ENTRY) {
      trackType = 0;
      pixels = { width: 0, height: 0 };
      shown = { width: 0, height: 0 };
      trackEnd = end;
    }
    if (ENTERED.has(id.value)) {
      at = start;
      continue;
    }
    if (size.unknown || end > bytes.length) break;
    const uint = () => readUint(bytes, start, size.value);
    if (id.value === DOC_TYPE) docType = bytes.toString('latin1', start, end).replace(/\0+$/, '');
    else if (id.value === TIMESTAMP_SCALE) scaleNs = uint();
    else if (id.value === DURATION) {
      declared = size.value === 4 ? bytes.readFloatBE(start) : bytes.readDoubleBE(start);
    } else if (id.value === TRACK_TYPE) trackType = uint();
    else if (id.value === PIXEL_WIDTH) pixels.width = uint();
    else if (id.value === PIXEL_HEIGHT) pixels.height = uint();
    else if (id.value === DISPLAY_WIDTH) shown.width = uint();
    else if (id.value === DISPLAY_HEIGHT) shown.height = uint();
    else if (id.value === TAGS && clean) voidOut(bytes, at, end);
    at = end;
  }
  endTrack();
  // Matroska that is not WebM is no accepted type: read as a recording, it is refused as such.
  if (docType !== 'webm' || !video) return undefined;
  if (segmentEnd < 0 || segmentEnd < bytes.length) return null;
  const { width, height } = video;
  if (width === 0 || height === 0) return null;
  const measured = webmDurationMs(bytes) ?? 0;
  const durationMs = Math.max(Math.round((declared * scaleNs) / 1e6), measured);
  return durationMs > 0 ? { durationMs, width, height } : null;
}
