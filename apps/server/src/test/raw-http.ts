import { connect, type Socket } from 'node:net';

export interface RawExchange {
  /** Everything the server wrote before it closed the connection. */
  response: string;
  /** The status of the first answer, or null when the server closed without one. */
  status: number | null;
  headers: Record<string, string>;
  body: string;
}

/** Splits what a server wrote into the first answer's status, headers and body. */
export function parseRawResponse(response: string): RawExchange {
  const match = /^HTTP\/1\.1 (\d{3})[^\r\n]*\r\n/.exec(response);
  if (!match) return { response, status: null, headers: {}, body: '' };
  const end = response.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of response.slice(match[0].length, end).split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { response, status: Number(match[1]), headers, body: response.slice(end + 4) };
}

/**
 * A plain TCP connection to a listening server, for what app.inject cannot show: what happens
 * on the wire when a request is too large, too slow or stops arriving.
 */
export class RawConnection {
  private readonly socket: Socket;
  private received = '';
  readonly closed: Promise<RawExchange>;
  private isClosed = false;

  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.socket.setEncoding('latin1');
    this.socket.on('data', (chunk: string) => (this.received += chunk));
    // A server that destroys the connection may reset it: that is a close too.
    this.socket.on('error', () => undefined);
    this.closed = new Promise((resolve) =>
      this.socket.once('close', () => {
        this.isClosed = true;
        resolve(parseRawResponse(this.received));
      }),
    );
  }

  get open(): boolean {
    return !this.isClosed;
  }

  write(data: string | Buffer): Promise<void> {
    return new Promise((resolve) => {
      if (this.isClosed || this.socket.destroyed) return resolve();
      this.socket.write(data, () => resolve());
    });
  }

  destroy(): void {
    this.socket.destroy();
  }
}
