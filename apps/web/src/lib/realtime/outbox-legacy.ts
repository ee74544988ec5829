import { durableWrite, type OutboxRecord } from './outbox-db';

/** Where the outbox lived before IndexedDB: one JSON array per account in localStorage. */
export const legacyOutboxKey = (accountId: string) => `hearth_outbox:${accountId}`;

interface LegacyItem {
  client_id: string;
  profile_id: string;
  conversation_id: string;
  content: string;
  created_at?: string;
  status?: string;
}

function isLegacyItem(value: unknown): value is LegacyItem {
  const item = value as Partial<LegacyItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.client_id === 'string' &&
    typeof item.profile_id === 'string' &&
    typeof item.conversation_id === 'string' &&
    typeof item.content === 'string'
  );
}

function readLegacy(key: string): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/**
 * Moves what an older version of the app left unsent in localStorage into IndexedDB, oldest
 * first. The old copy goes only once the new one is on disk; if the page dies in between, the
 * next load moves it again and the client ids keep each message to one item.
 */
export async function migrateLegacyOutbox(accountId: string): Promise<void> {
  const key = legacyOutboxKey(accountId);
  const stored = readLegacy(key);
  if (!Array.isArray(stored)) return;
  const records: OutboxRecord[] = stored.filter(isLegacyItem).map((item) => ({
    kind: 'text',
    client_id: item.client_id,
    profile_id: item.profile_id,
    conversation_id: item.conversation_id,
    content: item.content,
    created_at: item.created_at ?? new Date().toISOString(),
    status: item.status === 'failed' ? 'failed' : 'sending',
    account_id: accountId,
  }));
  await durableWrite(async (store) => {
    for (const record of records) {
      const known = await store.index('account_client').getKey([accountId, record.client_id]);
      if (known === undefined) await store.add(record);
    }
  });
  window.localStorage.removeItem(key);
}
