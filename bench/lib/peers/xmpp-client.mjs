// A minimal XMPP client over a raw TCP socket, for the peers arm's load generator: the stream,
// SASL PLAIN (no TLS on loopback), a bound resource, and presence in one multi-user chat room.
// It parses only what it waits for, so thousands of members fit in one generator process: after
// the join, incoming bytes are scanned for the marker every bench message carries in its body.
import { Buffer } from 'node:buffer';
import net from 'node:net';

const STREAM = (domain) =>
  `<?xml version='1.0'?><stream:stream to='${domain}' xmlns='jabber:client' ` +
  `xmlns:stream='http://etherx.jabber.org/streams' version='1.0'>`;
/** `[b:ID]` in a message body: which bench message arrived. */
const MARKER = /\[b:([0-9a-f-]+)\]/g;
const attr = (name, value) => new RegExp(`${name}=['"]${value}['"]`);

export const markedBody = (id, text) => `${text} [b:${id}]`;

/**
 * Connects `user` and joins `room` (a bare room JID) as `nick`; the first member to join a new
 * room (status 201) submits the default configuration, making it an instant room. Resolves with
 * { send(id, text), close(), socket }; `onMarker(id)` is called for every bench message received.
 */
export function connectXmpp({
  port,
  domain,
  user,
  password,
  room,
  nick,
  localAddress,
  onMarker,
  timeoutMs = 30_000,
}) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    socket.setNoDelay(true);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(STREAM(domain)));
    // Bounded, as Hearth's socket is (realtime-client.mjs): a join that never completes fails.
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`xmpp ${user}: not joined after ${timeoutMs} ms (${buf.slice(0, 200)})`));
    }, timeoutMs);
    let buf = '';
    let joined = false;
    // Each step: the text that completes it, and what to write then. Steps run in order.
    const steps = [
      [/<\/stream:features>/, () => socket.write(sasl(user, password))],
      [/<success/, () => socket.write(STREAM(domain))],
      [/<\/stream:features>/, () => socket.write(BIND)],
      [attr('id', 'bind1'), () => socket.write(join(room, nick))],
      [attr('code', '110'), onJoined],
    ];
    function onJoined(text) {
      if (/code=['"]201['"]/.test(text)) {
        steps.push([attr('id', 'cfg1'), ready]);
        socket.write(instantRoom(room));
      } else ready();
    }
    function ready() {
      clearTimeout(timer);
      joined = true;
      buf = '';
      resolve({
        socket,
        send: (id, text) =>
          socket.write(
            `<message to='${room}' type='groupchat' id='${id}'><body>${markedBody(id, text)}</body></message>`,
          ),
        close: () => socket.destroy(),
      });
    }
    socket.on('data', (chunk) => {
      buf += chunk;
      if (joined) return scan();
      if (/<failure|type=['"]error['"]|<stream:error/.test(buf)) {
        socket.destroy();
        return reject(new Error(`xmpp ${user}: ${buf.slice(0, 300)}`));
      }
      while (steps.length > 0 && !joined) {
        const match = steps[0][0].exec(buf);
        if (!match) break;
        const text = buf;
        buf = buf.slice(match.index + match[0].length);
        steps.shift()[1](text);
      }
    });
    /** Reports every complete marker, keeps only what may be the start of the next one. */
    function scan() {
      let end = 0;
      for (const m of buf.matchAll(MARKER)) {
        onMarker(m[1]);
        end = m.index + m[0].length;
      }
      buf = buf.slice(Math.max(end, buf.length - 32));
    }
    // After the join an error closes the socket, which the generator counts as a failure.
    socket.on('error', (error) => !joined && reject(error));
    socket.on('close', () => {
      if (!joined) reject(new Error(`xmpp ${user}: closed before joining`));
    });
  });
}

function sasl(user, password) {
  const plain = Buffer.from(`\0${user}\0${password}`).toString('base64');
  return `<auth xmlns='urn:ietf:params:xml:ns:xmpp-sasl' mechanism='PLAIN'>${plain}</auth>`;
}

const BIND =
  "<iq type='set' id='bind1'><bind xmlns='urn:ietf:params:xml:ns:xmpp-bind'>" +
  '<resource>bench</resource></bind></iq>';

const join = (room, nick) =>
  `<presence to='${room}/${nick}'><x xmlns='http://jabber.org/protocol/muc'>` +
  `<history maxstanzas='0'/></x></presence>`;

const instantRoom = (room) =>
  `<iq type='set' id='cfg1' to='${room}'><query xmlns='http://jabber.org/protocol/muc#owner'>` +
  `<x xmlns='jabber:x:data' type='submit'/></query></iq>`;
