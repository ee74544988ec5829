import { describe, expect, it } from 'vitest';
import { LIMITS } from '@hearth/shared';
import { looksLikeMarkup, signatureOf } from './media-signature.js';

const ftyp = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}`, 'latin1')]);

describe('the first bytes of an upload', () => {
  it.each([
    [Buffer.from('ffd8ffe000104a464946', 'hex'), 'image/jpeg'],
    [Buffer.from('89504e470d0a1a0a0000000d', 'hex'), 'image/png'],
    [Buffer.from('GIF89a\x10\x00\x10\x00', 'latin1'), 'image/gif'],
    [Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), 'image/webp'],
    [ftyp('avif'), 'image/avif'],
    [ftyp('mif1'), 'image/avif'],
  ])('%# is a photo (%s) held to the photo limit', (head, mimeType) => {
    expect(signatureOf(head)).toEqual({ kind: 'photo', mimeType, maxBytes: LIMITS.photoMaxBytes });
  });

  it('reads ISO files that are not images, and WebM, as video (a recording is told later)', () => {
    const video = { kind: 'video', maxBytes: LIMITS.videoMaxBytes };
    for (const brand of ['isom', 'qt  ', 'M4A ', 'mp42']) {
      expect(signatureOf(ftyp(brand))).toEqual({ ...video, container: 'iso' });
    }
    expect(signatureOf(Buffer.from('1a45dfa39f4286810142f781', 'hex'))).toEqual({
      ...video,
      container: 'webm',
    });
    expect(signatureOf(Buffer.from('OggS\x00\x02', 'latin1'))).toEqual({
      kind: 'audio',
      maxBytes: LIMITS.voiceMaxBytes,
    });
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg">'],
    ['an HTML page', '<!doctype html><html>'],
    ['a BMP', 'BM6\x00\x00\x00\x00\x00\x00\x006\x00'],
    ['text', 'hello there, server'],
  ])('refuses %s', (_what, head) => {
    expect(signatureOf(Buffer.from(head, 'latin1'))).toBeNull();
  });

  it('finds markup at either end of a file, not in its middle', () => {
    const middle = Buffer.alloc(4096, 0x20);
    const at = (start: string, end: string) =>
      looksLikeMarkup(Buffer.concat([Buffer.from(start), middle, Buffer.from(end)]));
    expect(at('GIF89a', '<script>alert(1)</script>')).toBe(true);
    expect(at('<HTML>', '')).toBe(true);
    expect(at('GIF89a', '<svg onload=alert(1)>')).toBe(true);
    expect(at('GIF89a', '')).toBe(false);
    const buried = Buffer.concat([middle, Buffer.from('<script>'), middle]);
    expect(looksLikeMarkup(buried)).toBe(false);
  });
});
