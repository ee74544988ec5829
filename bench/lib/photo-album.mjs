// Photos for the album's audit (arm 10): camera-sized JPEGs of simple scenes, made with sharp,
// uploaded and sent as the web client does (raw bytes, then a photo message of their ids).
import { Buffer } from 'node:buffer';
import sharp from 'sharp';
import { api, createConversation } from './hearth.mjs';

const { fetch } = globalThis;

const SCENES = [
  ['#7fb7e6', '#1f6f8b'],
  ['#f4a261', '#264653'],
  ['#e9c46a', '#2a9d8f'],
  ['#a8dadc', '#457b9d'],
  ['#ffb4a2', '#6d597a'],
];

/** A 1600x1200 JPEG of a sky, a sea and a sun: the server makes its display size and thumbnail. */
function scene([sky, sea]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <rect width="100%" height="60%" fill="${sky}"/>
    <rect y="60%" width="100%" height="40%" fill="${sea}"/>
    <circle cx="70%" cy="30%" r="150" fill="#ffd23f"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function upload(url, family, conversationId, bytes) {
  const path = `/api/v1/profiles/${family.profile.id}/conversations/${conversationId}/media`;
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${family.token}` },
    body: bytes,
  });
  if (!res.ok) throw new Error(`photo upload -> ${res.status} ${await res.text()}`);
  return (await res.json()).media.id;
}

/** A conversation with two photo messages (three photos, then two): five tiles in the album. */
export async function photoAlbum(url, family) {
  const conversation = await createConversation(url, family, 'Summer holidays');
  const path = `/api/v1/profiles/${family.profile.id}/conversations/${conversation.id}/messages`;
  const ids = [];
  for (const colours of SCENES) {
    ids.push(await upload(url, family, conversation.id, await scene(colours)));
  }
  for (const [content, photo_ids] of [
    ['At the beach', ids.slice(0, 3)],
    ['', ids.slice(3)],
  ]) {
    await api.call(url, 'POST', path, { message: { content, photo_ids } }, family.token);
  }
  return { conversation, albumPath: `/profiles/${family.profile.id}/album` };
}
