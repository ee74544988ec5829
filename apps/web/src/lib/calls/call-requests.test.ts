import { onCallRequest, requestCall, type CallRequest } from './call-requests';

const request: CallRequest = { profileId: 'p1', conversationId: 'c1', video: true };

describe('call requests', () => {
  it('reach the overlay listening', () => {
    const heard: CallRequest[] = [];
    const stop = onCallRequest((r) => heard.push(r));
    requestCall(request);
    stop();
    expect(heard).toEqual([request]);
  });

  it('wait for the overlay whose code is still loading, and are taken once', async () => {
    requestCall(request);
    const heard: CallRequest[] = [];
    const stop = onCallRequest((r) => heard.push(r));
    await Promise.resolve();
    const later: CallRequest[] = [];
    const stopLater = onCallRequest((r) => later.push(r));
    await Promise.resolve();
    stop();
    stopLater();
    expect(heard).toEqual([request]);
    expect(later).toEqual([]);
  });

  it('are dropped when nobody took them for a long while', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    requestCall(request);
    now.mockReturnValue(1_000_000 + 60_000);
    const heard: CallRequest[] = [];
    const stop = onCallRequest((r) => heard.push(r));
    await Promise.resolve();
    stop();
    now.mockRestore();
    expect(heard).toEqual([]);
  });
});
