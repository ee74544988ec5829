import { mediaForSend } from '../../../media/media.service.js';
import type { KindHandler } from '../kind-handler.js';
import { clock, mediaRefusal } from '../kind-lines.js';
import { voiceBadges } from './voice-badges.js';

/** A voice message: one recording this profile uploaded to this conversation, and its bars. */
export const voiceKind: KindHandler = {
  kind: 'voice',
  claims: (body) => body.audio_id !== undefined,
  async check(db, body, sender, place) {
    const media = await mediaForSend(db, {
      mediaId: body.audio_id!,
      accountId: sender.account_id,
      ...place,
    });
    if (typeof media === 'string') return mediaRefusal(media);
    return {
      media_id: media.id,
      waveform: JSON.stringify(body.waveform ?? []),
      story: null,
      media: { mime_type: media.mime_type, duration_ms: Number(media.duration_ms) },
    };
  },
  pushText: (row, who, texts) => texts.voice(who, clock(row.duration_ms ?? 0)),
  preview: (row, texts) => texts.preview.voice(clock(row.duration_ms ?? 0)),
  exportForm: (row, tools) =>
    Promise.resolve({
      recording:
        row.media_id && row.mime_type ? tools.recording(row.media_id, row.mime_type) : null,
    }),
  voiceMs: (row) => Number(row.duration_ms ?? 0),
  badges: voiceBadges,
  playable: true,
  editable: false,
  async printed(row, tools) {
    if (!row.media_id) return [];
    const length = clock(await tools.length(row.media_id));
    const caption = `${tools.texts.exportViewer.voiceFrom(row.nickname)} (${length})`;
    return [
      { kind: 'voice', heading: tools.heading, caption, url: await tools.link(row.media_id) },
    ];
  },
};
