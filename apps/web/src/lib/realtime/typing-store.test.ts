import { TypingStore, typingText } from './typing-store';

const gran = { id: 'p2', nickname: 'Grandma' };
const sam = { id: 'p3', nickname: 'Sam' };

describe('TypingStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a notice for the time given, then forgets it by itself', () => {
    const store = new TypingStore();
    const changes = vi.fn();
    store.subscribe(changes);
    store.show('c1', gran, 5000);
    expect(typingText(store.of('c1'))).toBe('Grandma is typing...');
    expect(store.of('other')).toEqual([]);
    vi.advanceTimersByTime(4999);
    expect(store.of('c1')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.of('c1')).toEqual([]);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('a renewal extends the notice instead of doubling it', () => {
    const store = new TypingStore();
    store.show('c1', gran, 5000);
    vi.advanceTimersByTime(3000);
    store.show('c1', gran, 5000);
    expect(store.of('c1')).toHaveLength(1);
    vi.advanceTimersByTime(3000);
    expect(typingText(store.of('c1'))).toBe('Grandma is typing...');
    vi.advanceTimersByTime(2000);
    expect(store.of('c1')).toEqual([]);
  });

  it('names several people and drops one whose message arrived', () => {
    const store = new TypingStore();
    store.show('c1', gran, 5000);
    store.show('c1', sam, 5000);
    expect(typingText(store.of('c1'))).toBe('Grandma and Sam are typing...');
    store.hide('c1', gran.id);
    expect(typingText(store.of('c1'))).toBe('Sam is typing...');
    store.clear();
    expect(store.of('c1')).toEqual([]);
  });
});
