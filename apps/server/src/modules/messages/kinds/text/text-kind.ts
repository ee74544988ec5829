import { SEARCH_LIMITS } from '@hearth/shared';
import type { KindHandler } from '../kind-handler.js';
import { shorten } from '../kind-lines.js';

/** Plain text: the fallback kind, with no upload to check and nothing beside its row. */
export const textKind: KindHandler = {
  kind: 'text',
  claims: () => true,
  pushText: (row, who, texts) => shorten(texts.text(who, row.content)),
  preview: (row) => [...row.content].slice(0, SEARCH_LIMITS.replyPreviewMax).join(''),
  exportForm: () => Promise.resolve({ recording: null }),
  voiceMs: () => 0,
  badges: 'answer',
  playable: false,
  editable: true,
  printed: (row, tools) =>
    Promise.resolve(
      row.content ? [{ kind: 'text', heading: tools.heading, text: row.content }] : [],
    ),
};
