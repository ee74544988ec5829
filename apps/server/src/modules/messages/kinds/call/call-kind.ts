import type { KindHandler } from '../kind-handler.js';
import { callFacts, callFields, callMinutes } from './call-facts.js';

/**
 * A call's record, left by the server when a call ends ("Video call, 12 min", "Missed call
 * from Nana"). No request body is one: clients start calls, they do not send their records.
 */
export const callKind: KindHandler = {
  kind: 'call',
  claims: () => false,
  fields: (_ctx, rows) => Promise.resolve(new Map(rows.map((row) => [row.id, callFields(row)]))),
  pushText(row, who, texts) {
    const facts = callFacts(row.content);
    return facts.missed
      ? texts.missedCall(who, facts.video)
      : texts.call(facts.video, callMinutes(facts.duration_ms));
  },
  preview(row, texts) {
    const facts = callFacts(row.content);
    return facts.missed
      ? texts.preview.missedCall(facts.video)
      : texts.push.call(facts.video, callMinutes(facts.duration_ms));
  },
  exportForm: () => Promise.resolve({ recording: null }),
  voiceMs: () => 0,
  badges: 'nothing',
  playable: false,
  editable: false,
  printed: null,
};
