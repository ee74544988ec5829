import type { MessageCall } from '@hearth/shared';

/**
 * A call's record keeps its facts as JSON in the message's content (it has no words of its
 * own): the sentence is made for each reader, in that reader's language.
 */
export const callContent = (facts: MessageCall): string => JSON.stringify(facts);

export function callFacts(content: string): MessageCall {
  try {
    const facts = JSON.parse(content) as Partial<MessageCall>;
    return {
      call_id: String(facts.call_id ?? ''),
      video: facts.video === true,
      duration_ms: Number(facts.duration_ms) || 0,
      missed: facts.missed === true,
      caller_id: String(facts.caller_id ?? ''),
    };
  } catch {
    return { call_id: '', video: false, duration_ms: 0, missed: true, caller_id: '' };
  }
}

/** Whole minutes as a call's record says them: at least 1 for a call that was answered. */
export const callMinutes = (ms: number): number => Math.max(1, Math.round(ms / 60_000));

/** A call record's JSON: its facts, and no content (its content is not words to show). */
export const callFields = (row: { content: string }) => ({
  content: '',
  call: callFacts(row.content),
});
