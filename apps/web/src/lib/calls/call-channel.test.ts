import { CALL_LIMITS, type Call } from '@hearth/shared';
import { CallChannel, type CallEvent } from './call-channel';

const call = (id: string) =>
  ({ id, conversation_id: 'c1', started_by: 'p1', participants: [] }) as unknown as Call;
const started = (id: string): CallEvent =>
  ({ type: 'call.started', conversation_id: 'c1', call: call(id) }) as CallEvent;

describe('the call channel', () => {
  afterEach(() => vi.useRealTimers());

  it('rings for a call that started before the ringing listened, until it ends', () => {
    const channel = new CallChannel();
    channel.emit(started('a'));
    channel.emit(started('b'));
    channel.emit({ type: 'call.ended', conversation_id: 'c1', call_id: 'b' } as CallEvent);
    const heard: string[] = [];
    channel.subscribe((event) => {
      if (event.type === 'call.started') heard.push(event.call.id);
    });
    expect(heard).toEqual(['a']);
  });

  it('forgets a call once its ring time has passed', () => {
    vi.useFakeTimers();
    const channel = new CallChannel();
    channel.emit(started('a'));
    vi.advanceTimersByTime(CALL_LIMITS.ringTimeoutMs + 1);
    const heard = vi.fn();
    channel.subscribe(heard);
    expect(heard).not.toHaveBeenCalled();
  });
});
