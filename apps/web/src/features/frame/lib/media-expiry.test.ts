import { linkExpiry, REFRESH_MARGIN_MS, refreshDelay } from './media-expiry';

const link = (exp: number) => `/api/v1/media/m1?holder=p1&exp=${exp}&sig=abc`;
const HOUR = 3_600_000;

describe('media link expiry', () => {
  it('reads the expiry a signed link carries', () => {
    expect(linkExpiry(link(1_800_000_000))).toBe(1_800_000_000_000);
    expect(linkExpiry('/api/v1/media/m1?exp=12&sig=x&holder=p')).toBe(12_000);
    expect(linkExpiry('/api/v1/media/m1')).toBeNull();
    expect(linkExpiry('/api/v1/media/m1?exp=soon')).toBeNull();
  });

  it('asks again a margin before the first link runs out', () => {
    const now = 1_000_000 * 1000;
    const first = now + 5 * HOUR;
    const urls = [link((now + 20 * HOUR) / 1000), link(first / 1000)];
    expect(refreshDelay(urls, now)).toBe(first - REFRESH_MARGIN_MS - now);
  });

  it('waits at least a minute, and at most six hours', () => {
    const now = 2_000_000 * 1000;
    expect(refreshDelay([link(now / 1000 + 60)], now)).toBe(60_000);
    expect(refreshDelay([link(now / 1000 - 60)], now)).toBe(60_000);
    expect(refreshDelay([link((now + 48 * HOUR) / 1000)], now)).toBe(6 * HOUR);
    expect(refreshDelay([], now)).toBe(6 * HOUR);
  });
});
