import { describe, expect, it, vi } from 'vitest';
import type { Message } from '@hearth/shared';
import { isTransient, Outbox, UnsendableError, type OutboxItem, type SendFn } from './outbox';
import { IndexedDbOutboxStore, type OutboxStore } from './outbox-store';

const message = (item: OutboxItem): Message => ({
  id: `m-${item.client_id}`,
  content: item.content,
  created_at: '2026-01-01T00:00:00.000Z',
  profile: { id: item.profile_id, nickname: 'Gran' },
  client_id: item.client_id,
  kind: 'text',
});

const draft = (n: number) => ({
  client_id: `c${n}`,
  profile_id: 'p',
  conversation_id: 'c',
  content: `text ${n}`,
});

class ApiFailure extends Error {
  constructor(readonly status: number) {
    super(`status ${status}`);
  }
}

let accounts = 0;
/** A fresh account per test: each has its own items in the one (fake) IndexedDB. */
const account = () => `account-${++accounts}`;
const offline: SendFn = () => Promise.reject(new TypeError('Failed to fetch'));
const ids = (items: readonly OutboxItem[]) => items.map((i) => i.client_id);

function open(accountId: string, send: SendFn = offline, onSent = () => undefined) {
  const store = new IndexedDbOutboxStore(accountId);
  return { box: new Outbox(store, send, onSent), store };
}

describe('Outbox', () => {
  it('sends in order, each after it is stored, and forgets what was acknowledged', async () => {
    const id = account();
    const sent: string[] = [];
    const storedAtSend: string[][] = [];
    const onSent = vi.fn();
    const { box, store } = open(
      id,
      async (item) => {
        storedAtSend.push(ids(await new IndexedDbOutboxStore(id).load()));
        sent.push(item.content);
        return message(item);
      },
      onSent,
    );
    await box.add(draft(1));
    await box.add(draft(2));
    expect(sent).toEqual(['text 1', 'text 2']);
    expect(storedAtSend).toEqual([['c1'], ['c2']]);
    expect(onSent).toHaveBeenCalledTimes(2);
    expect(box.snapshot()).toEqual([]);
    expect(await store.load()).toEqual([]);
  });

  it('keeps messages through a network failure and a reload, then sends each once', async () => {
    const id = account();
    let online = false;
    const sent: string[] = [];
    const send: SendFn = async (item) => {
      if (!online) throw new TypeError('Failed to fetch');
      sent.push(item.client_id);
      return message(item);
    };
    const first = open(id, send).box;
    await first.add(draft(1));
    await first.add(draft(2));
    expect(first.snapshot().map((i) => i.status)).toEqual(['sending', 'sending']);

    const reloaded = open(id, send).box;
    online = true;
    await reloaded.flush();
    expect(sent).toEqual(['c1', 'c2']);
    expect(reloaded.snapshot()).toEqual([]);
  });

  it('sends nothing before it is kept, whatever asks for a flush meanwhile', async () => {
    const store = new IndexedDbOutboxStore(account());
    let keep: () => void = () => undefined;
    const kept = new Promise<void>((done) => (keep = done));
    const slowStore: OutboxStore = {
      load: () => store.load(),
      add: async (item) => {
        await kept;
        await store.add(item);
      },
      patch: (...args) => store.patch(...args),
      remove: (id) => store.remove(id),
      watch: (listener) => store.watch(listener),
    };
    const sent: string[] = [];
    const box = new Outbox(
      slowStore,
      async (item) => (sent.push(item.client_id), message(item)),
      vi.fn(),
    );
    const added = box.add(draft(1));
    const flushed = box.flush();
    // A read queued after the outbox's first load: by its answer the flush has got that far.
    await store.load();
    expect(sent).toEqual([]);
    keep();
    await Promise.all([added, flushed]);
    expect(sent).toEqual(['c1']);
  });

  it('stores a message once per client id, however often it is added', async () => {
    const id = account();
    const { box, store } = open(id);
    await box.add(draft(1));
    await box.add(draft(1));
    await store.add({ ...box.snapshot()[0]!, content: 'changed' });
    expect(ids(box.snapshot())).toEqual(['c1']);
    expect(await store.load()).toMatchObject([{ client_id: 'c1', content: 'text 1' }]);
  });

  it('marks a refused message failed, keeps it so across a reload, and retries on demand', async () => {
    const id = account();
    let refuse = true;
    const send: SendFn = async (item) => {
      if (item.client_id === 'c1' && refuse) throw new ApiFailure(422);
      return message(item);
    };
    const { box } = open(id, send);
    await box.add(draft(1));
    await box.add(draft(2));
    expect(box.snapshot()).toMatchObject([{ client_id: 'c1', status: 'failed' }]);

    const reloaded = open(id, send).box;
    await reloaded.flush();
    expect(reloaded.snapshot()).toMatchObject([{ client_id: 'c1', status: 'failed' }]);
    refuse = false;
    await reloaded.retry('c1');
    expect(reloaded.snapshot()).toEqual([]);
  });

  it('treats 5xx, 408 and 429 as worth retrying later, and an unsendable item as failed', async () => {
    const busy = open(account(), () => Promise.reject(new ApiFailure(503))).box;
    await busy.add(draft(1));
    expect(busy.snapshot()).toMatchObject([{ status: 'sending', waiting: true }]);
    const never = open(account(), () => Promise.reject(new UnsendableError('no'))).box;
    await never.add(draft(1));
    expect(never.snapshot()).toMatchObject([{ status: 'failed' }]);
  });

  it("takes in another tab's messages, and lets go of what it sent or discarded", async () => {
    const id = account();
    const tabA = open(id).box;
    const tabB = open(id).box;
    const stop = tabB.watchOtherTabs();
    try {
      await tabA.add(draft(1));
      await tabB.add(draft(2));
      await vi.waitFor(() => expect(ids(tabB.snapshot())).toEqual(['c1', 'c2']));
      tabA.discard('c1');
      await vi.waitFor(() => expect(ids(tabB.snapshot())).toEqual(['c2']));
    } finally {
      stop();
    }
  });

  it('still sends from memory when storage refuses to keep anything', async () => {
    const broken: OutboxStore = {
      load: () => Promise.reject(new Error('blocked')),
      add: () => Promise.reject(new Error('quota')),
      patch: () => Promise.reject(new Error('quota')),
      remove: () => Promise.reject(new Error('quota')),
      watch: () => () => undefined,
    };
    const sent: string[] = [];
    const box = new Outbox(
      broken,
      async (item) => (sent.push(item.client_id), message(item)),
      vi.fn(),
    );
    await box.add(draft(1));
    expect(sent).toEqual(['c1']);
    expect(box.snapshot()).toEqual([]);
  });
});

describe('Outbox with photos', () => {
  const photoDraft = (n: number) => ({
    kind: 'photo' as const,
    client_id: `ph${n}`,
    profile_id: 'p',
    conversation_id: 'c',
    content: 'caption',
    files: [1, 2].map((f) => ({
      blob: new Blob([`bytes ${n}.${f}`], { type: 'image/jpeg' }),
      client_id: `f${n}.${f}`,
    })),
  });
  const text = (blob: Blob) =>
    new Promise<string>((done) => {
      const reader = new FileReader();
      reader.onload = () => done(reader.result as string);
      reader.readAsText(blob);
    });

  it('keeps the photos as bytes through a reload, remembers each upload, and sends once', async () => {
    const id = account();
    let online = false;
    const uploads: string[] = [];
    const sends: string[] = [];
    const send: SendFn = async (item, progress) => {
      const files = item.kind === 'photo' ? item.files : [];
      for (const [n, file] of files.entries()) {
        if (item.kind !== 'photo') break;
        if (item.media_ids?.[n]) continue;
        // The network goes after the first photo.
        if (!online && uploads.length > 0) throw new TypeError('Failed to fetch');
        uploads.push(`${file.client_id}:${await text(file.blob)}`);
        await progress.uploadedFile(n, `m-${file.client_id}`);
      }
      sends.push(item.client_id);
      return message(item);
    };
    const first = open(id, send).box;
    await first.add(photoDraft(1));
    await first.add(draft(2));
    expect(first.snapshot()).toMatchObject([
      { client_id: 'ph1', waiting: true, media_ids: ['m-f1.1', null] },
      { client_id: 'c2' },
    ]);

    online = true;
    const reloaded = open(id, send).box;
    await reloaded.flush();
    expect(uploads).toEqual(['f1.1:bytes 1.1', 'f1.2:bytes 1.2']);
    expect(sends).toEqual(['ph1', 'c2']);
    expect(reloaded.snapshot()).toEqual([]);
    await reloaded.flush();
    expect(sends).toEqual(['ph1', 'c2']);
  });

  it("shows each file's progress, and keeps it out of storage", async () => {
    const id = account();
    let seen: readonly OutboxItem[] = [];
    const { box, store } = open(id, async (item, progress) => {
      progress.progress(1, 0.5);
      seen = box.snapshot();
      throw new TypeError('Failed to fetch');
    });
    await box.add(photoDraft(1));
    expect(seen).toMatchObject([{ progress: [0, 0.5] }]);
    expect((await store.load())[0]).not.toHaveProperty('progress');
  });

  it('stops the upload of a message discarded while it is sent, and goes on with the next', async () => {
    const id = account();
    const sent: string[] = [];
    let aborted = false;
    const { box } = open(id, (item, progress) => {
      if (item.client_id !== 'ph1')
        return Promise.resolve((sent.push(item.client_id), message(item)));
      return new Promise((_done, fail) =>
        progress.signal.addEventListener('abort', () => {
          aborted = true;
          fail(new DOMException('Aborted', 'AbortError'));
        }),
      );
    });
    const first = box.add(photoDraft(1));
    await vi.waitFor(() => expect(box.snapshot()).toHaveLength(1));
    const second = box.add(draft(2));
    await new Promise((done) => setTimeout(done, 10));
    box.discard('ph1');
    await Promise.all([first, second]);
    expect(aborted).toBe(true);
    expect(sent).toEqual(['c2']);
    expect(box.snapshot()).toEqual([]);
  });

  it("keeps the server's reason with a refused message", async () => {
    const refusal = Object.assign(new ApiFailure(413), {
      body: {
        error: 'A photo can be at most 25 MB',
        errors: ['A photo can be at most 25 MB'],
        error_codes: ['media.photoTooLarge'],
      },
    });
    const id = account();
    const { box, store } = open(id, () => Promise.reject(refusal));
    await box.add(photoDraft(1));
    const failure = { error: 'A photo can be at most 25 MB', code: 'media.photoTooLarge' };
    expect(box.snapshot()).toMatchObject([{ status: 'failed', failure }]);
    expect(await store.load()).toMatchObject([{ status: 'failed', failure }]);
  });
});

describe('isTransient', () => {
  it('retries what timed out or never got an answer, not what the server refused', () => {
    expect(isTransient(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(true);
    expect(isTransient(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransient(new ApiFailure(503))).toBe(true);
    expect(isTransient(new ApiFailure(429))).toBe(true);
    expect(isTransient(new ApiFailure(422))).toBe(false);
    expect(isTransient(new ApiFailure(404))).toBe(false);
  });
});
