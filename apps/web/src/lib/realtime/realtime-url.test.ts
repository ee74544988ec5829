import { realtimeUrl } from './realtime-url';

const at = (href: string) => new URL(href) as unknown as Location;

describe('realtimeUrl', () => {
  it("uses the page's own origin when no API base is configured", () => {
    expect(realtimeUrl('', at('http://localhost:3000/conversations'))).toBe('ws://localhost:3000');
    expect(realtimeUrl('', at('https://hearth.example/x'))).toBe('wss://hearth.example');
  });

  it('follows a configured API base, keeping its path and making https secure', () => {
    expect(realtimeUrl('https://api.hearth.example/backend', at('http://localhost:5173/'))).toBe(
      'wss://api.hearth.example/backend',
    );
    expect(realtimeUrl('http://localhost:3000', at('http://localhost:5173/'))).toBe(
      'ws://localhost:3000',
    );
  });
});
