import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEMO_NAMES } from './demo-names';
import type { DemoMessage, NewDemoMessage } from './demo-types';
import { simulatedDelay } from './simulated-delay';

export const MESSAGES_KEY = 'hearth-demo:messages';
export const NEXT_ID_KEY = 'hearth-demo:next-id';
/** Ids 1-3 belong to the seeded messages, so new ones start after them. */
export const FIRST_ID = 4;

export class DemoNotFoundError extends Error {
  constructor(readonly id: number) {
    // For code and the console, as any Error's message (the demo never shows it to a person).
    // eslint-disable-next-line lingui/no-unlocalized-strings
    super(`Message ${id} was not found`);
    this.name = 'NotFoundError';
  }
}

const MINUTE = 60_000;

/**
 * The sample conversation's words, by message id. They are stored in the language of the day the
 * demo began, and shown in the reader's language whatever it is now (see `sampleText`).
 */
const SAMPLE_TEXTS: readonly MessageDescriptor[] = [
  msg`Good morning, sweetheart! Did you sleep well?`,
  msg`Yes! I dreamed I could fly over your garden.`,
  msg`What a lovely dream. Shall we read a story together tonight?`,
];

/** The words of a seeded sample message (ids 1-3), to show in the active language; null for others. */
export function sampleText(id: number): MessageDescriptor | null {
  return id >= 1 && id < FIRST_ID ? (SAMPLE_TEXTS[id - 1] ?? null) : null;
}

const sample = (id: number) => i18n._(SAMPLE_TEXTS[id - 1]!);

export function seedMessages(now: number = Date.now()): DemoMessage[] {
  return [
    {
      id: 1,
      text: sample(1),
      audioUrl: null,
      sender: 'grandparent',
      senderName: i18n._(DEMO_NAMES.grandparent),
      timestamp: now - 3 * 60 * MINUTE,
      emoji: '☀️',
      read: true,
    },
    {
      id: 2,
      text: sample(2),
      audioUrl: null,
      sender: 'kid',
      senderName: i18n._(DEMO_NAMES.kid),
      timestamp: now - 2 * 60 * MINUTE,
      emoji: '🦋',
      read: true,
    },
    {
      id: 3,
      text: sample(3),
      audioUrl: null,
      sender: 'grandparent',
      senderName: i18n._(DEMO_NAMES.grandparent),
      timestamp: now - 20 * MINUTE,
      emoji: '📚',
      read: false,
    },
  ];
}

function readMessages(): DemoMessage[] {
  const raw = localStorage.getItem(MESSAGES_KEY);
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed)) return parsed as DemoMessage[];
    } catch {
      // Damaged storage: fall through and start the demo afresh rather than show a broken screen.
    }
  }
  const seeded = seedMessages();
  writeMessages(seeded);
  return seeded;
}

function writeMessages(messages: DemoMessage[]): void {
  localStorage.setItem(MESSAGES_KEY, JSON.stringify(messages));
}

function takeNextId(): number {
  const stored = Number(localStorage.getItem(NEXT_ID_KEY));
  const id = Number.isInteger(stored) && stored >= FIRST_ID ? stored : FIRST_ID;
  localStorage.setItem(NEXT_ID_KEY, String(id + 1));
  return id;
}

export async function listMessages(): Promise<DemoMessage[]> {
  await simulatedDelay();
  return readMessages();
}

export async function getMessage(id: number): Promise<DemoMessage> {
  await simulatedDelay();
  const found = readMessages().find((m) => m.id === id);
  if (!found) throw new DemoNotFoundError(id);
  return found;
}

export async function sendMessage(input: NewDemoMessage): Promise<DemoMessage> {
  await simulatedDelay();
  const message: DemoMessage = {
    id: takeNextId(),
    text: input.text.trim(),
    audioUrl: input.audioUrl ?? null,
    sender: input.sender,
    senderName: i18n._(DEMO_NAMES[input.sender]),
    timestamp: Date.now(),
    emoji: input.emoji ?? null,
    read: false,
  };
  writeMessages([...readMessages(), message]);
  return message;
}

export async function updateMessage(
  id: number,
  patch: Partial<Omit<DemoMessage, 'id'>>,
): Promise<DemoMessage> {
  await simulatedDelay();
  const messages = readMessages();
  const index = messages.findIndex((m) => m.id === id);
  const current = messages[index];
  if (!current) throw new DemoNotFoundError(id);
  const updated = { ...current, ...patch, id };
  messages[index] = updated;
  writeMessages(messages);
  return updated;
}

/** Marks everything the other person sent as read, as opening a conversation would. */
export async function markReadFrom(sender: DemoMessage['sender']): Promise<DemoMessage[]> {
  await simulatedDelay();
  const messages = readMessages().map((m) =>
    m.sender === sender && !m.read ? { ...m, read: true } : m,
  );
  writeMessages(messages);
  return messages;
}
