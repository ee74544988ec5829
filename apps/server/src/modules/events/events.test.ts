import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_LIMITS, type DurableEvent } from '@hearth/shared';
import { createDatabase, type Database } from '../../db/database.js';
import { DIALECTS, lockWaiters } from '../../test/databases.js';
import { buildTestApp, sendMessage, until, type TestApp } from '../../test/helper.js';
import { sendVoice, uploaded } from '../../test/media.js';
import { TestSocket } from '../../test/socket.js';
import { isDurable, sync } from '../../test/sync.js';
import { consumePending, type EventHandler } from './events.consumer.js';
import { insertEvents, takeSeq } from './events.repository.js';
import {
  accountStream,
  conversationStream,
  currentPosition,
  pruneEvents,
  readStream,
  record,
} from './events.service.js';

describe.each(DIALECTS)('the durable event log on %s', (dialect) => {
  let t: TestApp;
  let url: string;
  /** A second connection to the same database: what another instance would read. */
  let reader: Database;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    reader = createDatabase(t.app.ctx.config.database);
  });
  afterAll(async () => {
    await reader.close();
    await t.close();
  });

  const invite = async (fam: { token: string; profile: { id: string } }, conversationId: string) =>
    (
      await t.api.post(
        `/profiles/${fam.profile.id}/conversations/${conversationId}/create_invite`,
        undefined,
        fam.token,
      )
    ).json().invite.token as string;
  const join = async (token: string, profileId: string, inviteToken: string) => {
    const res = await t.api.post(
      '/conversations/join-via-invite',
      { token: inviteToken, profile_id: profileId },
      token,
    );
    expect(res.statusCode).toBe(200);
  };

  /** Grandma's family conversation, a child of another account in it, and a stranger. */
  async function families(tag: string) {
    const gran = await t.api.family(`gran-${tag}@example.org`, 'Grandma', `Room ${tag}`);
    const kid = await t.api.signUp(`kid-${tag}@example.org`);
    const kidProfile = await t.api.createProfile(kid.access_token, 'Sam');
    await join(kid.access_token, kidProfile.id, await invite(gran, gran.conversation.id));
    const stranger = await t.api.family(`stranger-${tag}@example.org`, 'Stranger', 'Elsewhere');
    return {
      gran,
      kid: { token: kid.access_token, id: kid.user.id, profile: kidProfile },
      stranger,
    };
  }

  const position = (stream: string) => currentPosition(t.app.ctx.db, stream);
  const logged = (stream: string) =>
    t.app.ctx.db
      .selectFrom('events')
      .select(['seq', 'type'])
      .where('stream', '=', stream)
      .orderBy('seq')
      .execute();

  it('logs an event exactly when its change commits', async () => {
    const { gran, kid, stranger } = await families('commit');
    const stream = conversationStream(gran.conversation.id);
    const before = await position(stream);
    const events = await logged(stream);

    // Refused sends write nothing, their event included.
    for (const [token, profileId] of [
      [stranger.token, gran.profile.id],
      [stranger.token, stranger.profile.id],
    ] as const) {
      const refused = await sendMessage(t.api, token, profileId, gran.conversation.id, 'psst');
      expect(refused.statusCode).toBe(404);
    }
    expect(await position(stream)).toBe(before);
    expect(await logged(stream)).toEqual(events);

    // A change that fails after its event was recorded takes the event with it.
    const left = {
      type: 'participant.left',
      conversation_id: gran.conversation.id,
      profile_id: kid.profile.id,
    } as const;
    await expect(
      t.app.ctx.db.transaction().execute(async (trx) => {
        expect((await record(trx, stream, left)).seq).toBe(before + 1);
        // Uncommitted: catch-up elsewhere sees nothing yet, and no gap either.
        expect(await readStream(reader.db, stream, before, 10)).toEqual({
          kind: 'events',
          rows: [],
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await position(stream)).toBe(before);
    expect(await readStream(reader.db, stream, before, 10)).toEqual({ kind: 'events', rows: [] });

    // Committed: visible from then on, with the next number (the rolled-back one is reused).
    const renamed = { type: 'profile.updated', profile: gran.profile } as const;
    await t.app.ctx.db.transaction().execute(async (trx) => {
      await record(trx, stream, renamed);
      expect(await readStream(reader.db, stream, before, 10)).toEqual({
        kind: 'events',
        rows: [],
      });
    });
    const read = await readStream(reader.db, stream, before, 10);
    expect(read.kind === 'events' && read.rows.map((r) => [r.seq, r.type])).toEqual([
      [before + 1, 'profile.updated'],
    ]);

    // What a client catching up gets: that event and nothing of the refused ones.
    const socket = await TestSocket.connect(url, kid.token);
    const { replayed, positions } = await sync(socket, { [stream]: before });
    expect(replayed).toEqual([{ ...renamed, stream, seq: before + 1 }]);
    expect(positions).toEqual({ [stream]: before + 1 });
    socket.close();
  });

  it('replays exactly the missed events of every durable type, in order, then synced', async () => {
    const { gran, kid } = await families('replay');
    const family = gran.conversation.id;
    const c = conversationStream(family);
    const a = accountStream(kid.id);
    // One of the child's devices stays connected: what it hears live is what was missed.
    const witness = await TestSocket.connect(url, kid.token);
    // Sent before the client goes away, changed while it is away.
    const early = [];
    for (const text of ['e1', 'e2', 'e3', 'e4']) {
      const res = await sendMessage(t.api, gran.token, gran.profile.id, family, text);
      early.push(res.json().id as string);
    }
    await witness.next((e) => e.type === 'message.created' && e.message.content === 'e4');
    const client = await TestSocket.connect(url, kid.token);
    const ready = client.of('ready')[0]!;
    const detail = await t.api.get(
      `/profiles/${kid.profile.id}/conversations/${family}`,
      kid.token,
    );
    const cursors = { [a]: ready.account_seq, [c]: detail.json().event_seq as number };
    client.close();
    await client.closed;

    // Two of each type on the child's two streams, while the client is away.
    const rename = (nickname: string) =>
      t.api.patch(`/profiles/${gran.profile.id}`, { profile: { nickname } }, gran.token);
    expect((await rename('Nana')).statusCode).toBe(200);
    expect((await rename('Granny')).statusCode).toBe(200);
    const cousins = [];
    for (const name of ['Ava', 'Ben']) {
      const cousin = await t.api.signUp(`${name}-replay@example.org`);
      const profile = await t.api.createProfile(cousin.access_token, name);
      await join(cousin.access_token, profile.id, await invite(gran, family));
      cousins.push({ token: cousin.access_token, profile });
    }
    for (const cousin of cousins) {
      const res = await t.api.delete(`/profiles/${cousin.profile.id}`, cousin.token);
      expect(res.statusCode).toBe(204);
    }
    const sent = [];
    for (const text of ['one', 'two']) {
      const res = await sendMessage(t.api, gran.token, gran.profile.id, family, text);
      expect(res.statusCode).toBe(201);
      sent.push(res.json().id as string);
    }
    for (const id of sent) {
      const res = await t.api.post(
        `/profiles/${kid.profile.id}/conversations/${family}/read`,
        { message_id: id },
        kid.token,
      );
      expect(res.statusCode).toBe(200);
    }
    // Two voice messages, listened to: the voice message's own event.
    const voices = [];
    for (let i = 0; i < 2; i++) {
      const media = await uploaded(t, { ...gran, conversation: { id: family } });
      const res = await sendVoice(t.api, { ...gran, conversation: { id: family } }, media.id);
      expect(res.statusCode).toBe(201);
      voices.push(res.json().id as string);
    }
    for (const id of voices) {
      const res = await t.api.post(
        `/profiles/${kid.profile.id}/conversations/${family}/messages/${id}/played`,
        undefined,
        kid.token,
      );
      expect(res.statusCode).toBe(204);
    }
    // A heart on each text, each taken back: the reactions' own events.
    const reaction = (id: string) =>
      `/profiles/${kid.profile.id}/conversations/${family}/messages/${id}/reactions/${encodeURIComponent('❤️')}`;
    for (const id of sent) expect((await t.api.put(reaction(id), kid.token)).statusCode).toBe(204);
    for (const id of sent)
      expect((await t.api.delete(reaction(id), kid.token)).statusCode).toBe(204);
    const second = await t.api.createProfile(kid.token, 'Sam at school');
    for (const title of ['Homework', 'Football']) {
      await t.api.createConversation(kid.token, second.id, title);
    }
    await witness.next(
      (e) => e.type === 'conversation.added' && e.conversation.title === 'Football',
    );
    const messagePath = (id: string) =>
      `/profiles/${gran.profile.id}/conversations/${family}/messages/${id}`;
    for (const id of early.slice(0, 2)) {
      const res = await t.api.patch(messagePath(id), { message: { content: 'fixed' } }, gran.token);
      expect(res.statusCode).toBe(200);
    }
    for (const id of early.slice(2)) {
      expect((await t.api.delete(messagePath(id), gran.token)).statusCode).toBe(204);
    }
    for (const title of ['Our room', 'Our family']) {
      const res = await t.api.patch(
        `/profiles/${kid.profile.id}/conversations/${family}`,
        { conversation: { title } },
        kid.token,
      );
      expect(res.statusCode).toBe(200);
    }
    const rooms = await t.api.get(`/profiles/${second.id}/conversations`, kid.token);
    for (const room of rooms.json() as { id: string }[]) {
      const res = await t.api.post(
        `/profiles/${second.id}/conversations/${room.id}/leave`,
        {},
        kid.token,
      );
      expect(res.statusCode).toBe(204);
    }
    await witness.next((e) => e.type === 'conversation.updated' && e.title === 'Our family');
    await witness.next(
      (e) => e.type === 'conversation.removed' && witness.of('conversation.removed').length === 2,
    );
    // A profile's settings, changed twice by the family (easy mode on, then off).
    for (const easy_mode of [true, false]) {
      const res = await t.api.patch(
        `/profiles/${kid.profile.id}/settings`,
        { settings: { easy_mode } },
        kid.token,
      );
      expect(res.statusCode).toBe(200);
    }
    await witness.next(
      (e) => e.type === 'profile.settings' && witness.of('profile.settings').length === 2,
    );

    const again = await TestSocket.connect(url, kid.token);
    const { replayed, positions } = await sync(again, cursors);
    const missed = witness.events.filter(isDurable).filter((e) => e.seq > cursors[e.stream]!);
    const perStream = (events: DurableEvent[], stream: string) =>
      events.filter((e) => e.stream === stream);
    // A message is read back from its row when caught up: a voice message's link is signed
    // afresh and its listeners are those of now, the rest is what was heard live.
    const asHeard = (events: DurableEvent[]) =>
      events.map((e) =>
        e.type === 'message.created' && e.message.audio
          ? {
              ...e,
              message: { ...e.message, audio: { ...e.message.audio, url: '', played_by: [] } },
            }
          : e,
      );
    expect(replayed.every(isDurable)).toBe(true);
    const durable = replayed.filter(isDurable);
    for (const stream of [c, a])
      expect(asHeard(perStream(durable, stream))).toEqual(perStream(asHeard(missed), stream));
    for (const e of durable) {
      if (e.type === 'message.created' && e.message.audio) {
        expect(e.message.audio.played_by).toEqual([kid.profile.id]);
      }
    }
    expect(durable).toHaveLength(missed.length);
    expect(perStream(durable, c).map((e) => e.type)).toEqual([
      'profile.updated',
      'profile.updated',
      'participant.joined',
      'participant.joined',
      'participant.left',
      'participant.left',
      'message.created',
      'message.created',
      'message.created',
      'message.created',
      'message.played',
      'message.played',
      'reaction.added',
      'reaction.added',
      'reaction.removed',
      'reaction.removed',
      'message.edited',
      'message.edited',
      'message.deleted',
      'message.deleted',
      'conversation.updated',
      'conversation.updated',
    ]);
    expect(perStream(durable, a).map((e) => e.type)).toEqual([
      'read',
      'read',
      'conversation.added',
      'conversation.added',
      'conversation.removed',
      'conversation.removed',
      'profile.settings',
      'profile.settings',
    ]);
    // Every durable type is covered (a new one fails the type-check here until it is added).
    const count = (type: DurableEvent['type']) => durable.filter((e) => e.type === type).length;
    const perType: Record<DurableEvent['type'], number> = {
      'message.created': count('message.created'),
      'conversation.added': count('conversation.added'),
      'participant.joined': count('participant.joined'),
      'participant.left': count('participant.left'),
      'profile.updated': count('profile.updated'),
      'profile.settings': count('profile.settings'),
      read: count('read'),
      'message.played': count('message.played'),
      // Earned by the sender's account, not this one: its catch-up is in the badges suite.
      'badge.earned': count('badge.earned'),
      // A parent's approval events: their catch-up is tested in the children module.
      'approval.requested': count('approval.requested'),
      'approvals.changed': count('approvals.changed'),
      'conversation.removed': count('conversation.removed'),
      'conversation.updated': count('conversation.updated'),
      'message.deleted': count('message.deleted'),
      'message.edited': count('message.edited'),
      'message.reported': count('message.reported'),
      // A call's events: their catch-up is tested in the calls module.
      'call.started': count('call.started'),
      'call.joined': count('call.joined'),
      'call.left': count('call.left'),
      'call.declined': count('call.declined'),
      'call.ended': count('call.ended'),
      'reaction.added': count('reaction.added'),
      'reaction.removed': count('reaction.removed'),
    };
    expect(Object.values(perType)).toEqual([
      4, 2, 2, 2, 2, 2, 2, 2, 0, 0, 0, 2, 2, 2, 2, 0, 0, 0, 0, 0, 0, 2, 2,
    ]);
    // Numbered without a gap from the cursor on, and the positions say where each stream ended.
    for (const stream of [c, a]) {
      const seqs = perStream(durable, stream).map((e) => e.seq);
      expect(seqs).toEqual(seqs.map((_, i) => cursors[stream]! + 1 + i));
    }
    expect(positions).toEqual({ [c]: cursors[c]! + 22, [a]: cursors[a]! + 8 });
    expect(perStream(durable, c).at(-13)).toMatchObject({ message: { id: voices[1] } });
    expect(perStream(durable, c).at(-11)).toMatchObject({ message_id: voices[1] });
    expect(perStream(durable, c).at(-10)).toEqual({
      type: 'reaction.added',
      conversation_id: family,
      message_id: sent[0],
      profile_id: kid.profile.id,
      emoji: '❤️',
      stream: c,
      seq: cursors[c]! + 13,
    });

    // From the positions it was given, the client is up to date.
    expect(await sync(again, positions)).toEqual({ replayed: [], positions });
    witness.close();
    again.close();
  });

  it('reads a commit that lands between its two reads instead of resetting', async () => {
    const gran = await t.api.family('gran-race@example.org', 'Grandma', 'Racing');
    const stream = conversationStream(gran.conversation.id);
    const before = await position(stream);
    const renamed = { type: 'profile.updated', profile: gran.profile } as const;
    // Another instance commits right after this reader found nothing after its cursor.
    let reads = 0;
    const racing = reader.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        if (reads++ === 0) {
          await t.app.ctx.db.transaction().execute((trx) => record(trx, stream, renamed));
        }
        return args.result;
      },
    });
    const read = await readStream(racing, stream, before, 10);
    expect(read.kind === 'events' && read.rows.map((r) => [r.seq, r.type])).toEqual([
      [before + 1, 'profile.updated'],
    ]);
  });

  it('answers stream.reset for events that were pruned, and replays what is kept', async () => {
    const gran = await t.api.family('gran-prune@example.org', 'Grandma', 'Pruned');
    const stream = conversationStream(gran.conversation.id);
    for (const text of ['1', '2', '3', '4', '5']) {
      const res = await sendMessage(t.api, gran.token, gran.profile.id, gran.conversation.id, text);
      expect(res.statusCode).toBe(201);
    }
    // The first three are older than the retention; nothing else in the log is.
    await t.app.ctx.db
      .updateTable('events')
      .set({ created_at: '2001-01-01T00:00:00.000Z' })
      .where('stream', '=', stream)
      .where('seq', '<=', 3)
      .execute();
    expect(await pruneEvents(t.app.ctx.db, t.app.ctx.config.eventRetentionDays)).toBe(3);
    expect((await logged(stream)).map((e) => e.seq)).toEqual([4, 5]);

    const socket = await TestSocket.connect(url, gran.token);
    for (const behind of [0, 1, 2]) {
      const { replayed, positions } = await sync(socket, { [stream]: behind });
      expect(replayed).toEqual([{ type: 'stream.reset', stream }]);
      expect(positions).toEqual({});
    }
    const kept = await sync(socket, { [stream]: 3 });
    expect(kept.replayed.map((e) => isDurable(e) && [e.type, e.seq])).toEqual([
      ['message.created', 4],
      ['message.created', 5],
    ]);
    expect(kept.positions).toEqual({ [stream]: 5 });
    expect(await sync(socket, { [stream]: 5 })).toEqual({
      replayed: [],
      positions: { [stream]: 5 },
    });
    socket.close();
  });

  it('answers stream.reset to a client too far behind', async () => {
    const gran = await t.api.family('gran-behind@example.org', 'Grandma', 'Busy');
    const stream = conversationStream(gran.conversation.id);
    const total = SYNC_LIMITS.eventsPerStream + 1;
    // As many events as a very busy day would leave, written straight into the log.
    await t.app.ctx.db.transaction().execute(async (trx) => {
      const first = (await takeSeq(trx, stream, total))!;
      const payload = JSON.stringify({ type: 'profile.updated', profile: gran.profile });
      const at = new Date().toISOString();
      await insertEvents(
        trx,
        Array.from({ length: total }, (_, i) => ({
          stream,
          seq: first + i,
          type: 'profile.updated',
          payload,
          message_id: null,
          created_at: at,
        })),
      );
    });
    const socket = await TestSocket.connect(url, gran.token);
    const far = await sync(socket, { [stream]: 0 });
    expect(far).toEqual({ replayed: [{ type: 'stream.reset', stream }], positions: {} });
    // One event less behind: the whole rest comes, the most a sync replays.
    const near = await sync(socket, { [stream]: 1 });
    expect(near.replayed).toHaveLength(SYNC_LIMITS.eventsPerStream);
    // In order and whole, though written in corked batches of frames.
    const seqs = near.replayed.map((e) => (isDurable(e) ? e.seq : -1));
    expect(seqs).toEqual(Array.from({ length: SYNC_LIMITS.eventsPerStream }, (_, i) => i + 2));
    expect(near.positions).toEqual({ [stream]: total });
    socket.close();
  });

  it('answers stream.reset to a cursor ahead of the stream (a restored backup)', async () => {
    const gran = await t.api.family('gran-ahead@example.org', 'Grandma', 'Restored');
    const c = conversationStream(gran.conversation.id);
    const a = accountStream(gran.user.id);
    await sendMessage(t.api, gran.token, gran.profile.id, gran.conversation.id, 'only one');
    const socket = await TestSocket.connect(url, gran.token);
    const seqs = { [c]: await position(c), [a]: await position(a) };
    expect(seqs).toEqual({ [c]: 1, [a]: 1 });
    const { replayed, positions } = await sync(socket, { [c]: 2, [a]: 7 });
    expect(replayed).toEqual([
      { type: 'stream.reset', stream: c },
      { type: 'stream.reset', stream: a },
    ]);
    expect(positions).toEqual({});
    expect(await sync(socket, seqs)).toEqual({ replayed: [], positions: seqs });
    socket.close();
  });

  it('skips streams the account may not hear, without a word', async () => {
    const { gran, kid, stranger } = await families('skip');
    const family = conversationStream(gran.conversation.id);
    await sendMessage(t.api, gran.token, gran.profile.id, gran.conversation.id, 'family secret');
    const socket = await TestSocket.connect(url, stranger.token);
    const own = conversationStream(stranger.conversation.id);
    const self = accountStream(stranger.user.id);
    const { replayed, positions } = await sync(socket, {
      [family]: 0, // another family's conversation
      [accountStream(kid.id)]: 0, // another account's own stream
      [accountStream(gran.user.id)]: 0,
      [conversationStream('00000000-0000-7000-8000-000000000000')]: 0,
      'x:nothing': 0,
      [own]: 0,
      [self]: 0,
    });
    expect(replayed.map((e) => e.type)).toEqual(['conversation.added']);
    expect(positions).toEqual({ [own]: 0, [self]: 1 });
    expect(JSON.stringify(socket.events)).not.toContain('family secret');
    expect(JSON.stringify(socket.events)).not.toContain(gran.conversation.id);

    // Cursors that are not positions are skipped too.
    const odd = await sync(socket, { [own]: -1, [self]: 0.5 });
    expect(odd).toEqual({ replayed: [], positions: {} });
    const text = await sync(socket, { [self]: '0' });
    expect(text).toEqual({ replayed: [], positions: {} });

    // A profile that left stops hearing its old conversation.
    const kidSocket = await TestSocket.connect(url, kid.token);
    expect((await sync(kidSocket, { [family]: 0 })).positions).toEqual({ [family]: 2 });
    expect((await t.api.delete(`/profiles/${kid.profile.id}`, kid.token)).statusCode).toBe(204);
    await kidSocket.next((e) => e.type === 'participant.left');
    await sendMessage(t.api, gran.token, gran.profile.id, gran.conversation.id, 'after you left');
    expect(await sync(kidSocket, { [family]: 0 })).toEqual({ replayed: [], positions: {} });
    expect(JSON.stringify(kidSocket.events)).not.toContain('after you left');
    socket.close();
    kidSocket.close();
  });

  describe('an exactly-once consumer', () => {
    const keysOf = async () =>
      (
        await t.app.ctx.db
          .selectFrom('events')
          .select(['stream', 'seq'])
          .orderBy('stream')
          .orderBy('seq')
          .execute()
      ).map((e) => `${e.stream}#${e.seq}`);
    /** Calls consumePending until nothing is left, as a consumer's timer would. */
    const drain = async (consumer: string, handle: EventHandler) => {
      let total = 0;
      for (let n = -1; n !== 0; total += n)
        n = await consumePending(t.app.ctx.db, consumer, handle);
      return total;
    };
    /**
     * On PostgreSQL, holds the first transaction open until the other consumer waits on its lock,
     * so that the two really meet on one stream. SQLite runs one transaction at a time anyway.
     */
    let meet: (() => Promise<void>) | null = null;
    const otherIsWaiting = () => until(async () => (await lockWaiters(t.app.ctx.db)) > 0, 10_000);

    it('handles each event once when two consumers race, then picks up new ones', async () => {
      const gran = await t.api.family('gran-consumer@example.org', 'Grandma', 'Badges');
      for (const text of ['a', 'b', 'c']) {
        await sendMessage(t.api, gran.token, gran.profile.id, gran.conversation.id, text);
      }
      const handled: string[] = [];
      const handle: EventHandler = async (_trx, event) => {
        handled.push(`${event.stream}#${event.seq}`);
        const waitForOther = meet;
        meet = null;
        await waitForOther?.();
      };
      meet = dialect === 'postgres' ? otherIsWaiting : null;
      const all = await keysOf();
      const [first, second] = await Promise.all([drain('badges', handle), drain('badges', handle)]);
      expect(first + second).toBe(all.length);
      expect([...handled].sort()).toEqual([...all].sort());

      // The cursor stands at each stream's end: a third call finds nothing.
      expect(await consumePending(t.app.ctx.db, 'badges', handle)).toBe(0);

      // New events are picked up, each once, in their stream's order.
      handled.length = 0;
      const stream = conversationStream(gran.conversation.id);
      for (const text of ['d', 'e']) {
        await sendMessage(t.api, gran.token, gran.profile.id, gran.conversation.id, text);
      }
      await t.api.patch(
        `/profiles/${gran.profile.id}`,
        { profile: { nickname: 'Nana' } },
        gran.token,
      );
      expect(await drain('badges', handle)).toBe(4);
      expect(handled.filter((k) => k.startsWith(stream))).toEqual([
        `${stream}#4`,
        `${stream}#5`,
        `${stream}#6`,
      ]);
      expect(handled).toContain(`${accountStream(gran.user.id)}#2`);

      // Another consumer keeps its own cursor: it starts from the beginning.
      expect(await drain('digest', async () => undefined)).toBe(all.length + 4);
    });

    it('hands an event again after its handler failed, and only from there', async () => {
      const gran = await t.api.family('gran-retry@example.org', 'Grandma', 'Retry');
      await drain('alerts', async () => undefined);
      const stream = conversationStream(gran.conversation.id);
      for (const text of ['x', 'y', 'z']) {
        await sendMessage(t.api, gran.token, gran.profile.id, gran.conversation.id, text);
      }
      const seen: number[] = [];
      const failing: EventHandler = async (trx, event) => {
        seen.push(event.seq);
        // Written with the cursor: rolled back with it when a later event fails.
        await trx
          .updateTable('conversations')
          .set({ title: `handled ${event.seq}` })
          .where('id', '=', gran.conversation.id)
          .execute();
        if (event.seq === 2) throw new Error('push service down');
      };
      await expect(consumePending(t.app.ctx.db, 'alerts', failing)).rejects.toThrow(
        'push service down',
      );
      const title = () =>
        t.app.ctx.db
          .selectFrom('conversations')
          .select('title')
          .where('id', '=', gran.conversation.id)
          .executeTakeFirstOrThrow();
      expect(await title()).toEqual({ title: 'Retry' });
      seen.length = 0;
      expect(await drain('alerts', async (trx, event) => void seen.push(event.seq))).toBe(3);
      expect(seen).toEqual([1, 2, 3]);
      expect(
        await t.app.ctx.db
          .selectFrom('event_cursors')
          .select('seq')
          .where('consumer', '=', 'alerts')
          .where('stream', '=', stream)
          .executeTakeFirst(),
      ).toEqual({ seq: 3 });
    });
  });
});
