import { afterAll, describe, expect, it } from 'vitest';
import type { ConversationDetail } from '@hearth/shared';
import { DIALECTS, freshDatabase, type FreshDatabase } from './test/databases.js';
import { startServerProcess, waitForExit } from './test/process.js';

function databaseUrl(db: FreshDatabase): string {
  return db.config.kind === 'sqlite' ? db.config.file : db.config.url;
}

async function call<T>(
  url: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return (await res.json()) as T;
}

describe.each(DIALECTS)('durability on %s', (dialect) => {
  const databases: FreshDatabase[] = [];
  afterAll(async () => {
    for (const db of databases) await db.drop();
  });

  it('keeps every acknowledged send when the process is killed mid-burst', async () => {
    const db = await freshDatabase(dialect);
    databases.push(db);
    const env = { DATABASE_URL: databaseUrl(db) };
    const first = await startServerProcess(env);

    const { access_token: token } = await call<{ access_token: string }>(
      first.url,
      'POST',
      '/auth/register',
      undefined,
      {
        user: {
          email_address: 'crash@example.org',
          password: 'secret1',
          password_confirmation: 'secret1',
        },
      },
    );
    const profile = await call<{ id: string }>(first.url, 'POST', '/profiles', token, {
      profile: { nickname: 'Gran' },
    });
    const conversation = await call<{ id: string }>(
      first.url,
      'POST',
      `/profiles/${profile.id}/conversations`,
      token,
      {
        conversation: { title: 'Crash test' },
      },
    );
    const path = `/profiles/${profile.id}/conversations/${conversation.id}`;

    // Eight senders keep requests in flight; the process is killed once 150 are acknowledged.
    const acknowledged: string[] = [];
    let n = 0;
    const sender = async () => {
      for (;;) {
        try {
          const message = await call<{ id: string }>(first.url, 'POST', `${path}/messages`, token, {
            message: { content: `message ${n++}` },
          });
          acknowledged.push(message.id);
          if (acknowledged.length === 150) first.child.kill('SIGKILL');
        } catch {
          return; // the process is gone: anything unanswered was never promised
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, sender));
    await waitForExit(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    const second = await startServerProcess(env);
    try {
      const stored = new Set<string>();
      let before: string | undefined;
      for (;;) {
        const page: ConversationDetail = await call(
          second.url,
          'GET',
          `${path}${before ? `?before=${before}` : ''}`,
          token,
        );
        page.messages.forEach((m) => stored.add(m.id));
        if (!page.has_more) break;
        before = page.messages[0]?.id;
      }
      const missing = acknowledged.filter((id) => !stored.has(id));
      expect(missing).toEqual([]);
    } finally {
      await second.stop();
    }
  });
});
