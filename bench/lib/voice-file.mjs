// A real, playable WebM/Opus recording of about `targetBytes`, made from the server tests' two-
// second fixture (what MediaRecorder writes: no duration, no cues) by repeating its clusters
// with their timestamps moved on. The fixture is 12 kbit/s; each packet is padded, as Opus
// allows (RFC 6716, 3.2.5), to the size of a 128 kbit/s recording, so that 1 MB holds about a
// minute of packets, as a browser's recording does. No ffmpeg needed.
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './hearth.mjs';

const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMESTAMP = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK = 0xa1;
/** Each Opus packet of the fixture lasts 20 ms. */
const PACKET_MS = 20;

function vint(bytes, at, keepMarker) {
  const first = bytes[at];
  const length = Math.clz32(first) - 23;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + bytes[at + i];
  return { value, length };
}

/** The elements [id, dataStart, dataEnd] between `start` and `end`, all of known size. */
function children(bytes, start, end) {
  const out = [];
  for (let at = start; at < end;) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length, false);
    const dataStart = at + id.length + size.length;
    out.push({ id: id.value, at, dataStart, dataEnd: dataStart + size.value });
    at = dataStart + size.value;
  }
  return out;
}

const uint = (bytes, start, end) => bytes.subarray(start, end).reduce((v, b) => v * 256 + b, 0);

/**
 * The packet as code 3 (one frame, constant size) with padding up to `bytes`: decoders drop the
 * padding, the frame is the same.
 */
function padded(packet, bytes) {
  const frame = packet.subarray(1);
  let pad = Math.max(bytes - frame.length - 2, 0);
  // Padding length: bytes of 255 each add 254 and continue; the last says the rest.
  const lengths = [];
  while (pad > 254 + lengths.length + 1) {
    lengths.push(255);
    pad -= 254;
  }
  pad -= lengths.length + 1;
  lengths.push(Math.max(pad, 0));
  const head = Buffer.from([(packet[0] & 0xfc) | 3, 0x41, ...lengths]);
  return Buffer.concat([head, frame, Buffer.alloc(lengths.at(-1) + (lengths.length - 1) * 254)]);
}

/** A SimpleBlock with its packet padded: a 2-byte size, the track, time and flags as they were. */
function paddedBlock(src, block, bytes) {
  const track = vint(src, block.dataStart, false);
  const headEnd = block.dataStart + track.length + 3;
  const packet = padded(src.subarray(headEnd, block.dataEnd), bytes);
  const size = headEnd - block.dataStart + packet.length;
  const out = Buffer.alloc(3);
  out.writeUInt8(SIMPLE_BLOCK, 0);
  out.writeUInt16BE(0x4000 | size, 1);
  return Buffer.concat([out, src.subarray(block.dataStart, headEnd), packet]);
}

/** A cluster: its id, an 8-byte size, a 4-byte timestamp, then its blocks. */
function cluster(timestamp, blocks) {
  const head = Buffer.alloc(4 + 8 + 6);
  head.writeUInt32BE(CLUSTER, 0);
  head.writeBigUInt64BE((1n << 56n) | BigInt(6 + blocks.length), 4);
  head.writeUInt8(CLUSTER_TIMESTAMP, 12);
  head.writeUInt8(0x84, 13);
  head.writeUInt32BE(timestamp, 14);
  return Buffer.concat([head, blocks]);
}

export function voiceFile(targetBytes = 1024 * 1024, kbps = 128) {
  const packetBytes = Math.round((kbps * 1000 * PACKET_MS) / 8000);
  const src = readFileSync(join(repoRoot, 'apps/server/src/test/fixtures/voice.webm'));
  const ebml = children(src, 0, 1)[0];
  if (vint(src, ebml.dataEnd, true).value !== SEGMENT) throw new Error('fixture: no segment');
  const segmentData = ebml.dataEnd + 4 + vint(src, ebml.dataEnd + 4, false).length;
  const top = children(src, segmentData, src.length);
  const firstCluster = top.find((e) => e.id === CLUSTER);
  const prefix = src.subarray(0, firstCluster.at);
  // Each cluster's timestamp and its blocks; the recording's end is its last packet's end.
  let endMs = 0;
  const clusters = top
    .filter((e) => e.id === CLUSTER)
    .map((c) => {
      const parts = children(src, c.dataStart, c.dataEnd);
      const ts = parts.find((p) => p.id === CLUSTER_TIMESTAMP);
      const timestamp = uint(src, ts.dataStart, ts.dataEnd);
      const blocks = parts.filter((p) => p.id !== CLUSTER_TIMESTAMP);
      for (const block of blocks) {
        // A block group (the last packet, with its discard padding) holds its block inside.
        const inner =
          block.id === SIMPLE_BLOCK
            ? block
            : children(src, block.dataStart, block.dataEnd).find((p) => p.id === BLOCK);
        const track = vint(src, inner.dataStart, false);
        const relative = src.readInt16BE(inner.dataStart + track.length);
        endMs = Math.max(endMs, timestamp + relative + PACKET_MS);
      }
      const padded = Buffer.concat(
        blocks.map((b) =>
          b.id === SIMPLE_BLOCK ? paddedBlock(src, b, packetBytes) : src.subarray(b.at, b.dataEnd),
        ),
      );
      return { timestamp, blocks: padded };
    });
  const parts = [prefix];
  let size = prefix.length;
  for (let copy = 0; ; copy += 1) {
    const next = clusters.map((c) => cluster(copy * endMs + c.timestamp, c.blocks));
    const added = next.reduce((n, b) => n + b.length, 0);
    if (size + added > targetBytes) break;
    parts.push(...next);
    size += added;
  }
  const bytes = Buffer.concat(parts, size);
  return { bytes, durationMs: ((parts.length - 1) / clusters.length) * endMs };
}
