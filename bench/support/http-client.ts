// A light HTTP/1.1 client for the ledger bench's signed-in clients (decision 031): each client
// keeps its own keep-alive connections, as a browser keeps its session's, and writes each request
// (request line, headers with the session cookie and Origin, JSON body) in one socket write, then
// reads the answer's status, headers and body. Every request is a real HTTP request to the real
// server over loopback; only Node's general-purpose client (agent, parser, streams and
// IncomingMessage per response) is left out, which cost the bench's own process about a fifth of
// a millisecond per request on the two cores the server and PostgreSQL share.
import net from 'node:net';

export type Answer = { status: number | string; body: string };

type Pending = { data: Buffer; resolve: (a: Answer) => void };

/** One keep-alive connection: one request in flight at a time (no pipelining, as browsers). */
class Connection {
  private socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private current: Pending | undefined;
  closed = false;

  constructor(
    host: string,
    port: number,
    private readonly done: (c: Connection) => void,
  ) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    const fail = (err?: NodeJS.ErrnoException) => {
      this.closed = true;
      const p = this.current;
      this.current = undefined;
      p?.resolve({ status: err?.code ?? 'connection closed', body: '' });
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail());
  }

  get busy() {
    return this.current !== undefined;
  }

  send(p: Pending) {
    this.current = p;
    this.socket.write(p.data);
  }

  private read(chunk: Buffer) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = this.buffer.subarray(0, end).toString('latin1');
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    const start = end + 4;
    let body: string;
    let rest: number;
    if (length) {
      rest = start + Number(length[1]);
      if (this.buffer.length < rest) return;
      body = this.buffer.subarray(start, rest).toString('utf8');
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const parts: Buffer[] = [];
      let at = start;
      for (;;) {
        const eol = this.buffer.indexOf('\r\n', at);
        if (eol < 0) return;
        const size = parseInt(this.buffer.subarray(at, eol).toString('latin1'), 16);
        if (this.buffer.length < eol + 2 + size + 2) return;
        if (size === 0) {
          rest = eol + 4;
          break;
        }
        parts.push(this.buffer.subarray(eol + 2, eol + 2 + size));
        at = eol + 2 + size + 2;
      }
      body = Buffer.concat(parts).toString('utf8');
    } else {
      rest = start;
      body = '';
    }
    this.buffer = this.buffer.subarray(rest);
    const p = this.current;
    this.current = undefined;
    if (/\r\nconnection:\s*close/i.test(head)) {
      this.closed = true;
      this.socket.end();
    }
    p?.resolve({ status, body });
    this.done(this);
  }

  close() {
    this.closed = true;
    this.socket.destroy();
  }
}

/** A signed-in client's connections to one server: up to `max` at once, requests queued beyond. */
export class HttpSession {
  private connections: Connection[] = [];
  private queue: Pending[] = [];
  private readonly host: string;
  private readonly port: number;
  private readonly origin: string;

  constructor(
    base: string,
    private readonly cookie: string,
    private readonly max = 10,
  ) {
    const u = new URL(base);
    this.host = u.hostname;
    this.port = Number(u.port);
    this.origin = u.origin;
  }

  post(pathName: string, body: unknown): Promise<Answer> {
    const json = JSON.stringify(body);
    const data = Buffer.from(
      `POST ${pathName} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Origin: ${this.origin}\r\nCookie: ${this.cookie}\r\nConnection: keep-alive\r\n\r\n${json}`,
    );
    return new Promise((resolve) => {
      this.queue.push({ data, resolve });
      this.next();
    });
  }

  private next() {
    this.connections = this.connections.filter((c) => !c.closed);
    while (this.queue.length) {
      let free = this.connections.find((c) => !c.busy);
      if (!free && this.connections.length < this.max) {
        free = new Connection(this.host, this.port, () => this.next());
        this.connections.push(free);
      }
      if (!free) return;
      free.send(this.queue.shift()!);
    }
  }

  close() {
    for (const c of this.connections) c.close();
    this.connections = [];
  }
}
