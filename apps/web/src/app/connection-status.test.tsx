import { act, render, screen } from '@testing-library/react';
import type { ConnectionState } from '@/lib/realtime/realtime-client';
import { RealtimeValueProvider } from '@/lib/realtime/realtime-context';
import { ConnectionStatus } from './connection-status';

function show(connection: ConnectionState) {
  return (
    <RealtimeValueProvider value={{ services: null, connection }}>
      <ConnectionStatus />
    </RealtimeValueProvider>
  );
}

describe('ConnectionStatus', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says nothing while connected, and Reconnecting… only after two seconds down', () => {
    const view = render(show('online'));
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    view.rerender(show('offline'));
    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(status).toBeEmptyDOMElement();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(status).toHaveTextContent('Reconnecting…');
    view.rerender(show('online'));
    expect(status).toBeEmptyDOMElement();
  });

  it('a quick reconnect never shows', () => {
    const view = render(show('connecting'));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    view.rerender(show('online'));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
