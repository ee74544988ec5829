import { describe, expect, it } from 'vitest';
import { box, fragment, PACKET_TICKS } from '../../test/fragmented-mp4.js';
import { fixture } from '../../test/media.js';
import { fragmentedMp4DurationMs } from './mp4-duration.js';

const TEN_MINUTES_OF_PACKETS = (10 * 60 * 1000) / 20;

describe('the length of a fragmented MP4', () => {
  it('adds up every fragment of a recording made by Chrome', () => {
    // Three fragments (MediaRecorder's one-second slices); the movie header claims 22 ms.
    expect(fragmentedMp4DurationMs(fixture('chrome-fragmented.mp4'))).toBe(2241);
  });

  it('reads durations given per sample and by default (ffmpeg, a single fragment)', () => {
    expect(fragmentedMp4DurationMs(fixture('voice-fragmented.mp4'))).toBe(2021);
  });

  it('leaves a plain MP4 to its movie header', () => {
    expect(fragmentedMp4DurationMs(fixture('voice.m4a'))).toBeUndefined();
  });

  it('counts fragments appended to a recording, however small their samples', () => {
    const recording = fixture('chrome-fragmented.mp4');
    const start = Math.round((2241 * 48000) / 1000);
    const longer = Buffer.concat([
      recording,
      fragment({
        decodeTime: start,
        samples: TEN_MINUTES_OF_PACKETS,
        sampleDuration: PACKET_TICKS,
      }),
    ]);
    expect(longer.length).toBeLessThan(recording.length + 31_000);
    expect(fragmentedMp4DurationMs(longer)).toBe(2241 + 600_000);
  });

  it('takes the span the fragments claim when it is longer than their samples', () => {
    const tenMinutesLater = 601 * 48000;
    const gap = fragment({
      decodeTime: tenMinutesLater,
      samples: 50,
      sampleDuration: PACKET_TICKS,
    });
    const ms = fragmentedMp4DurationMs(Buffer.concat([fixture('chrome-fragmented.mp4'), gap]));
    expect(ms).toBe(602_000);
  });

  it('believes a declared fragment duration (mehd) that is longer than the fragments', () => {
    const recording = fixture('chrome-fragmented.mp4');
    const mvex = recording.indexOf('mvex', 0, 'latin1') - 4;
    const mehd = box('mehd', Buffer.from([0, 0, 0, 0, 0, 0x0a, 0x2c, 0x2a])); // 666,666 in ms
    const withMehd = Buffer.concat([
      recording.subarray(0, mvex),
      box('mvex', mehd, recording.subarray(mvex + 8, mvex + recording.readUInt32BE(mvex))),
      recording.subarray(mvex + recording.readUInt32BE(mvex)),
    ]);
    // The moov box around mvex grew by mehd's 16 bytes.
    const moov = withMehd.indexOf('moov', 0, 'latin1') - 4;
    withMehd.writeUInt32BE(withMehd.readUInt32BE(moov) + 16, moov);
    expect(fragmentedMp4DurationMs(withMehd)).toBe(666_666);
  });

  it('gives up on a run that claims more samples than it holds', () => {
    const recording = Buffer.from(fixture('chrome-fragmented.mp4'));
    const trun = recording.indexOf('trun', 0, 'latin1');
    recording.writeUInt32BE(100_000, trun + 8);
    expect(fragmentedMp4DurationMs(recording)).toBeNull();
  });
});
