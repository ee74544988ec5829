// The baseline of arm 12: a bare node:http server answering `Range: bytes=a-b` (or `a-`) with
// fs.createReadStream of the same bytes from a file, same Node, same core. GET /health is 200.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';

const file = process.env.FILE;
const size = statSync(file).size;
createServer((req, res) => {
  if (req.url === '/health') return res.end('ok');
  const match = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
  const start = match ? Number(match[1]) : 0;
  const end = match && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  res.writeHead(match ? 206 : 200, {
    'content-type': 'audio/webm',
    'content-length': end - start + 1,
    'accept-ranges': 'bytes',
    ...(match ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
  });
  createReadStream(file, { start, end }).pipe(res);
}).listen(Number(process.env.PORT), '127.0.0.1');
