// The raw `ws` baseline of arms 4-6: no framework, no database. A socket authenticates with the
// same first frame as Hearth's (`auth` + token, looked up in a map of the same rooms); POST
// /rooms/<conversation id> broadcasts a message.created frame to that room's sockets; any other
// frame is echoed back (arm 5's echo). Rooms come from the JSON file in ROOMS_FILE.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const rooms = JSON.parse(readFileSync(process.env.ROOMS_FILE, 'utf8')); // [{conversationId, tokens}]
const roomsOfToken = new Map();
for (const room of rooms) {
  for (const token of room.tokens) {
    if (!roomsOfToken.has(token)) roomsOfToken.set(token, []);
    roomsOfToken.get(token).push(room.conversationId);
  }
}
const members = new Map(rooms.map((room) => [room.conversationId, new Set()]));
let sequence = 0;

const server = createServer((req, res) => {
  const id = /^\/rooms\/([\w-]+)$/.exec(req.url ?? '')?.[1];
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    if (req.method === 'GET') return res.writeHead(200).end('ok'); // readiness probe
    const room = id && members.get(id);
    if (req.method !== 'POST' || !room) {
      res.writeHead(404).end();
      return;
    }
    const content = JSON.parse(body).message.content;
    sequence += 1;
    const message = { id: String(sequence), content, created_at: new Date().toISOString() };
    const frame = JSON.stringify({ type: 'message.created', conversation_id: id, message });
    for (const socket of room) socket.send(frame);
    const json = JSON.stringify(message);
    res.writeHead(201, { 'content-type': 'application/json' }).end(json);
  });
});

const wss = new WebSocketServer({ server, perMessageDeflate: false });
wss.on('connection', (socket) => {
  let joined = null;
  socket.on('message', (data) => {
    if (joined) return socket.send(data); // echo
    const frame = JSON.parse(data.toString());
    joined = roomsOfToken.get(frame.token) ?? [];
    for (const id of joined) members.get(id).add(socket);
    socket.send(JSON.stringify({ type: 'ready', v: 1, account_id: 'raw' }));
  });
  socket.on('close', () => {
    for (const id of joined ?? []) members.get(id).delete(socket);
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1');
