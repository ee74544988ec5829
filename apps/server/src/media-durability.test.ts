import { afterAll, describe, expect, it } from 'vitest';
import type { Media, Message } from '@hearth/shared';
import { DIALECTS, freshDatabase, type FreshDatabase } from './test/databases.js';
import { fixture } from './test/media.js';
import { startServerProcess, waitForExit } from './test/process.js';

function databaseUrl(db: FreshDatabase): string {
  return db.config.kind === 'sqlite' ? db.config.file : db.config.url;
}

async function call<T>(url: string, path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status}`);
  return (await res.json()) as T;
}

describe.each(DIALECTS)('upload durability on %s', (dialect) => {
  const databases: FreshDatabase[] = [];
  afterAll(async () => {
    for (const db of databases) await db.drop();
  });

  it('keeps every acknowledged upload when the process is killed mid-burst', async () => {
    const db = await freshDatabase(dialect);
    databases.push(db);
    const env = { DATABASE_URL: databaseUrl(db) };
    const first = await startServerProcess(env);
    const user = { email_address: 'tape@example.org', password: 'secret1' };
    const { access_token: token } = await call<{ access_token: string }>(
      first.url,
      '/auth/register',
      undefined,
      { user: { ...user, password_confirmation: user.password } },
    );
    const profile = await call<{ id: string }>(first.url, '/profiles', token, {
      profile: { nickname: 'Gran' },
    });
    const conversation = await call<{ id: string }>(
      first.url,
      `/profiles/${profile.id}/conversations`,
      token,
      { conversation: { title: 'Tapes' } },
    );
    const path = `/profiles/${profile.id}/conversations/${conversation.id}`;
    const recording = fixture('voice.ogg');

    // Four uploaders keep uploads in flight; the process is killed once 40 are acknowledged.
    const acknowledged: string[] = [];
    const uploader = async () => {
      for (;;) {
        try {
          const res = await fetch(`${first.url}/api/v1${path}/media`, {
            method: 'POST',
            headers: { 'content-type': 'audio/ogg', authorization: `Bearer ${token}` },
            body: recording,
          });
          if (res.status !== 201) return;
          acknowledged.push(((await res.json()) as { media: Media }).media.id);
          if (acknowledged.length === 40) first.child.kill('SIGKILL');
        } catch {
          return; // the process is gone: anything unanswered was never promised
        }
      }
    };
    await Promise.all(Array.from({ length: 4 }, uploader));
    await waitForExit(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const second = await startServerProcess(env);
    try {
      const unreadable: string[] = [];
      for (const id of acknowledged) {
        const message = await call<Message>(second.url, `${path}/messages`, token, {
          message: { content: '', audio_id: id },
        });
        const audio = await fetch(`${second.url}${message.audio!.url}`);
        const bytes = Buffer.from(await audio.arrayBuffer());
        if (audio.status !== 200 || !bytes.equals(recording)) unreadable.push(id);
      }
      expect(unreadable).toEqual([]);
    } finally {
      second.child.kill('SIGTERM');
      await waitForExit(second.child);
    }
  });
});
