import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { REALTIME_PATH } from '@hearth/shared';

/**
 * A WebSocket client written by hand on a TCP socket, for what a well-behaved library will not
 * do: ignore the server's close frame, or send a frame that breaks the protocol. It reads
 * everything the server sends and writes nothing unless told to.
 */
export class RawSocket {
  private buffer = Buffer.alloc(0);
  private upgraded = false;
  /** When the server's close frame arrived (ms), and the code it carried. */
  closeFrame: { at: number; code: number } | null = null;
  /** Resolves (with the time) once the server has ended the TCP connection. */
  readonly ended: Promise<number>;
  readonly opened: Promise<void>;

  private constructor(private readonly socket: Socket) {
    let opened!: () => void;
    let failed!: (error: Error) => void;
    this.opened = new Promise((resolve, reject) => ((opened = resolve), (failed = reject)));
    this.ended = new Promise((resolve) => socket.once('close', () => resolve(Date.now())));
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      if (!this.upgraded) {
        const end = this.buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = this.buffer.subarray(0, end).toString();
        if (!head.startsWith('HTTP/1.1 101')) return failed(new Error(head));
        this.upgraded = true;
        this.buffer = this.buffer.subarray(end + 4);
        opened();
      }
      this.readFrames();
    });
  }

  static async open(baseUrl: string): Promise<RawSocket> {
    const { hostname, port } = new URL(baseUrl);
    const socket = connect(Number(port), hostname);
    const raw = new RawSocket(socket);
    socket.write(
      [
        `GET ${REALTIME_PATH} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
        'Sec-WebSocket-Version: 13',
        '',
        '',
      ].join('\r\n'),
    );
    await raw.opened;
    return raw;
  }

  /** Writes bytes as they are: a frame of the caller's making. */
  write(bytes: Buffer): void {
    this.socket.write(bytes);
  }

  destroy(): void {
    this.socket.destroy();
  }

  /** Server frames are unmasked; only short ones are expected here. */
  private readFrames(): void {
    while (this.buffer.length >= 2) {
      const length = this.buffer[1]! & 0x7f;
      if (length > 125 || this.buffer.length < 2 + length) return;
      const opcode = this.buffer[0]! & 0x0f;
      if (opcode === 0x8 && !this.closeFrame) {
        this.closeFrame = {
          at: Date.now(),
          code: length >= 2 ? this.buffer.readUInt16BE(2) : 1005,
        };
      }
      this.buffer = this.buffer.subarray(2 + length);
    }
  }
}
