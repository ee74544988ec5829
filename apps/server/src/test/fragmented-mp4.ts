/** One ISO BMFF box: size, type, body. */
export function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function words(...values: number[]): Buffer {
  const bytes = Buffer.alloc(values.length * 4);
  values.forEach((value, i) => bytes.writeUInt32BE(value, i * 4));
  return bytes;
}

export interface FragmentOptions {
  trackId?: number;
  /** Where the fragment's samples start, in the track's timescale (tfdt). */
  decodeTime: number;
  samples: number;
  /** Each sample's length in the track's timescale, given once in tfhd as Chrome's muxer may. */
  sampleDuration: number;
}

/**
 * A movie fragment (moof + mdat) of one-byte samples that all take the default duration: what a
 * recorder could append to make a file as long as it likes while staying small.
 */
export function fragment({ trackId = 1, decodeTime, samples, sampleDuration }: FragmentOptions) {
  const DEFAULT_DURATION_AND_SIZE = 0x8 | 0x10;
  const tfhd = box('tfhd', words(DEFAULT_DURATION_AND_SIZE, trackId, sampleDuration, 1));
  const tfdt = box('tfdt', words(0, decodeTime));
  const trun = box('trun', words(0, samples));
  const moof = box('moof', box('mfhd', words(0, 1)), box('traf', tfhd, tfdt, trun));
  return Buffer.concat([moof, box('mdat', Buffer.alloc(samples))]);
}

/** Opus and AAC recordings at 48 kHz: a 20 ms packet. */
export const PACKET_TICKS = 960;
