// The physical ceiling of arm 1: the smallest node:http server, same Node, same core.
import { createServer } from 'node:http';

const body = JSON.stringify({ hello: 'world' });
createServer((req, res) => {
  // Drain the request like a real server would, then answer from memory.
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
