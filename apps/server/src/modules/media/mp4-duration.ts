import { u32, u64, Unreadable, walk } from './mp4-boxes.js';

// tfhd flags (ISO/IEC 14496-12, 8.8.7) and trun flags (8.8.8).
const TFHD_BASE_DATA_OFFSET = 0x1;
const TFHD_SAMPLE_DESCRIPTION = 0x2;
const TFHD_DEFAULT_DURATION = 0x8;
const TRUN_DATA_OFFSET = 0x1;
const TRUN_FIRST_SAMPLE_FLAGS = 0x4;
const TRUN_DURATION = 0x100;
const TRUN_SIZE = 0x200;
const TRUN_FLAGS = 0x400;
const TRUN_COMPOSITION = 0x800;

interface Track {
  timescale: number;
  audio: boolean;
  /** Length of the samples indexed in the movie box itself (stts), before any fragment. */
  movieTicks: number;
  defaultDuration: number;
  fragmentTicks: number;
  firstDecodeTime: number | null;
  lastEnd: number;
}

/** The traf being read: its track, its default sample duration, where its samples start. */
interface Fragment {
  track: Track;
  defaultDuration: number;
  cursor: number;
}

/**
 * The length in milliseconds of a fragmented MP4 (what Chrome's MediaRecorder writes): its movie
 * header knows nothing of the fragments, so every fragment's samples are added up (trun, with
 * the tfhd or trex default durations), in each track's own timescale (mdhd). The answer is the
 * longest of that sum, the decode-time span the fragments claim (tfdt) and the declared fragment
 * duration (mehd), so that no one of them can hide a recording's real length. Undefined when
 * the file is not fragmented (its movie header is then to be believed), null when its boxes do
 * not add up.
 */
export function fragmentedMp4DurationMs(
  bytes: Buffer,
  /** Which tracks count: a recording's audio, or (a video) every track with a timescale. */
  counted: 'audio' | 'any' = 'audio',
): number | null | undefined {
  const tracks = new Map<number, Track>();
  let current: Track | null = null;
  let fragment: Fragment | null = null;
  let fragmented = false;
  let movieTimescale = 0;
  let declaredTicks = 0;
  try {
    walk(bytes, 0, bytes.length, (type, body, end) => {
      const version = bytes[body];
      switch (type) {
        case 'mvhd':
          movieTimescale = u32(bytes, body + (version === 1 ? 20 : 12), end);
          break;
        case 'trak':
          current = {
            timescale: 0,
            audio: false,
            movieTicks: 0,
            defaultDuration: 0,
            fragmentTicks: 0,
            firstDecodeTime: null,
            lastEnd: 0,
          };
          break;
        case 'tkhd':
          if (current) tracks.set(u32(bytes, body + (version === 1 ? 20 : 12), end), current);
          break;
        case 'mdhd':
          if (current) current.timescale = u32(bytes, body + (version === 1 ? 20 : 12), end);
          break;
        case 'hdlr':
          if (current) current.audio = bytes.toString('latin1', body + 8, body + 12) === 'soun';
          break;
        case 'stts':
          if (current) current.movieTicks = sttsTicks(bytes, body, end);
          break;
        case 'mvex':
          fragmented = true;
          break;
        case 'mehd':
          declaredTicks = version === 1 ? u64(bytes, body + 4, end) : u32(bytes, body + 4, end);
          break;
        case 'trex': {
          const track = tracks.get(u32(bytes, body + 4, end));
          if (track) track.defaultDuration = u32(bytes, body + 12, end);
          break;
        }
        case 'tfhd':
          fragment = readTfhd(bytes, body, end, tracks);
          break;
        case 'tfdt':
          if (fragment) {
            fragment.cursor = version === 1 ? u64(bytes, body + 4, end) : u32(bytes, body + 4, end);
            fragment.track.firstDecodeTime ??= fragment.cursor;
          }
          break;
        case 'trun':
          if (fragment) addTrun(bytes, body, end, fragment);
          break;
      }
    });
  } catch (error) {
    if (error instanceof Unreadable) return fragmented ? null : undefined;
    throw error;
  }
  if (!fragmented) return undefined;
  let longestMs = 0;
  for (const track of tracks.values()) {
    if (counted === 'audio' && !track.audio) continue;
    if (track.timescale === 0) {
      if (counted === 'audio') return null;
      continue;
    }
    const span = track.lastEnd - (track.firstDecodeTime ?? 0);
    const ticks = track.movieTicks + Math.max(track.fragmentTicks, span);
    longestMs = Math.max(longestMs, (ticks * 1000) / track.timescale);
  }
  if (movieTimescale > 0) longestMs = Math.max(longestMs, (declaredTicks * 1000) / movieTimescale);
  return Math.round(longestMs);
}

function sttsTicks(bytes: Buffer, body: number, end: number): number {
  const count = u32(bytes, body + 4, end);
  if (body + 8 + count * 8 > end) throw new Unreadable();
  let ticks = 0;
  for (let i = 0; i < count; i++) {
    const at = body + 8 + i * 8;
    ticks += bytes.readUInt32BE(at) * bytes.readUInt32BE(at + 4);
  }
  return ticks;
}

function readTfhd(
  bytes: Buffer,
  body: number,
  end: number,
  tracks: Map<number, Track>,
): Fragment | null {
  const flags = u32(bytes, body, end) & 0xffffff;
  const track = tracks.get(u32(bytes, body + 4, end));
  // A fragment of a track the movie never declared cannot be played; it adds nothing.
  if (!track) return null;
  let at = body + 8;
  if (flags & TFHD_BASE_DATA_OFFSET) at += 8;
  if (flags & TFHD_SAMPLE_DESCRIPTION) at += 4;
  const defaultDuration =
    flags & TFHD_DEFAULT_DURATION ? u32(bytes, at, end) : track.defaultDuration;
  // Without a tfdt, a fragment follows on from the one before it.
  return { track, defaultDuration, cursor: track.lastEnd };
}

function addTrun(bytes: Buffer, body: number, end: number, fragment: Fragment): void {
  const flags = u32(bytes, body, end) & 0xffffff;
  const count = u32(bytes, body + 4, end);
  let at = body + 8;
  if (flags & TRUN_DATA_OFFSET) at += 4;
  if (flags & TRUN_FIRST_SAMPLE_FLAGS) at += 4;
  let ticks: number;
  if (flags & TRUN_DURATION) {
    const fields = [TRUN_DURATION, TRUN_SIZE, TRUN_FLAGS, TRUN_COMPOSITION].filter(
      (flag) => flags & flag,
    ).length;
    const stride = fields * 4;
    if (at + count * stride > end) throw new Unreadable();
    ticks = 0;
    for (let i = 0; i < count; i++) ticks += bytes.readUInt32BE(at + i * stride);
  } else {
    ticks = count * fragment.defaultDuration;
  }
  fragment.cursor += ticks;
  fragment.track.fragmentTicks += ticks;
  fragment.track.lastEnd = Math.max(fragment.track.lastEnd, fragment.cursor);
}
