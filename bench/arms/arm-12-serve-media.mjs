// Arm 12: serving voice messages, MB/s of ranged reads through a message's signed audio URL on
// SQLite ÷ the same ranges of the same bytes read with fs.createReadStream from a file by a bare
// node:http server (lib/file-range-server.mjs) on the same core, in alternating slices. The
// ranges are what an <audio> element asks for: open-ended, from the start and from seek points
// that fall inside a chunk, so the server reads and cuts chunks as it would for a player.
import { Buffer } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { alternate, slice } from '../lib/alternate.mjs';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { api, repoRoot, seedFamily, startHearth, tempDir } from '../lib/hearth.mjs';
import { assertMostlyOk, cannon } from '../lib/load.mjs';
import { freePort, spawnPinned, stop, waitForHttp } from '../lib/proc.mjs';
import { round } from '../lib/stats.mjs';
import { voiceFile } from '../lib/voice-file.mjs';

const { fetch } = globalThis;
const CONNECTIONS = 10;

async function startFileServer(file) {
  const port = await freePort();
  const child = spawnPinned(process.execPath, [join(repoRoot, 'bench/lib/file-range-server.mjs')], {
    env: { PORT: String(port), FILE: file },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/health`, child);
  return { url, stop: () => stop(child) };
}

/** A voice message in the family's conversation; its audio's signed path. */
async function sendVoice(url, family, bytes) {
  const base = `/api/v1/profiles/${family.profile.id}/conversations/${family.conversation.id}`;
  const res = await fetch(`${url}${base}/media`, {
    method: 'POST',
    headers: { 'content-type': 'audio/webm', authorization: `Bearer ${family.token}` },
    body: bytes,
  });
  if (res.status !== 201) throw new Error(`upload -> ${res.status} ${await res.text()}`);
  const { media } = await res.json();
  const waveform = Array.from({ length: 50 }, (_, i) => (i * 5) % 256);
  const message = await api.call(
    url,
    'POST',
    `${base}/messages`,
    { message: { content: '', audio_id: media.id, waveform } },
    family.token,
  );
  return message.audio.url;
}

runArm('arm 12', async () => {
  const { warm, slices } = armOptions();
  const tmp = tempDir();
  const audio = voiceFile(1024 * 1024);
  const size = audio.bytes.length;
  const audioFile = join(tmp.dir, 'voice.webm');
  writeFileSync(audioFile, audio.bytes);
  const files = await startFileServer(audioFile);
  const hearth = await startHearth({ databaseUrl: join(tmp.dir, 'hearth.db') });
  try {
    const family = await seedFamily(hearth.url);
    const path = await sendVoice(hearth.url, family, audio.bytes);
    // Play from the start, then seeks to a quarter, the middle and three quarters (odd offsets).
    const starts = [
      0,
      Math.floor(size / 4) + 1,
      Math.floor(size / 2) + 3,
      Math.floor(size * 0.75) + 5,
    ];
    const meanBytes = starts.reduce((n, s) => n + size - s, 0) / starts.length;
    const requests = (p) =>
      starts.map((s) => ({ method: 'GET', path: p, headers: { range: `bytes=${s}-` } }));
    const check = async (url) => {
      const res = await fetch(url, { headers: { range: `bytes=${starts[1]}-` } });
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 206 || !body.equals(audio.bytes.subarray(starts[1]))) {
        throw new Error(`${url}: ${res.status}, ${body.length} bytes, not the file's`);
      }
    };
    await check(`${hearth.url}${path}`);
    await check(`${files.url}/voice.webm`);
    const hearthRun = { url: hearth.url, connections: CONNECTIONS, requests: requests(path) };
    const fileRun = { url: files.url, connections: CONNECTIONS, requests: requests('/voice.webm') };
    await cannon({ ...hearthRun, seconds: warm }); // warm-up
    await cannon({ ...fileRun, seconds: warm });
    const rates = await alternate(slices, {
      a: async (seconds) => slice(assertMostlyOk('file', await cannon({ ...fileRun, seconds }))),
      b: async (seconds) => slice(assertMostlyOk('media', await cannon({ ...hearthRun, seconds }))),
    });
    const mb = meanBytes / 1e6;
    return [
      {
        metric: 'arm12.media_range_mb_per_file_stream_mb',
        value: round(rates.b / rates.a),
        target: 0.5,
        op: '>=',
        detail: {
          media_mb_per_s: round(rates.b * mb),
          file_stream_mb_per_s: round(rates.a * mb),
          reads_per_s: Math.round(rates.b),
          file_bytes: size,
        },
      },
    ];
  } finally {
    await hearth.stop();
    await files.stop();
    tmp.cleanup();
  }
});
