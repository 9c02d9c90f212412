import net from 'node:net';

/** A port the OS has just handed out on loopback (free at the time of asking). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RawReply {
  statusLine: string;
  /** 0 when the server closed the connection without answering. */
  status: number;
  /** Header lines as sent, in order (lower-case name, value), nothing merged or decoded. */
  headers: [string, string][];
  head: string;
  body: string;
}

/**
 * One request written byte for byte on a TCP socket (no client library validates or re-encodes the
 * target), and the reply as the server sent it.
 */
export function rawRequest(port: number, method: string, target: string, extraHeaders = '', host = 'localhost'): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${method} ${JSON.stringify(target)}`)));
    socket.on('connect', () => socket.write(Buffer.from(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\n${extraHeaders}Connection: close\r\n\r\n`, 'latin1')));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const head = end >= 0 ? text.slice(0, end) : text;
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = lines.filter(Boolean).map((line): [string, string] => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]);
      resolve({ statusLine, status: Number(statusLine.split(' ')[1] ?? 0), headers, head, body: end >= 0 ? text.slice(end + 4) : '' });
    });
  });
}

/** The first value of a header in a raw reply. */
export const headerOf = (reply: RawReply, name: string) => reply.headers.find(([n]) => n === name.toLowerCase())?.[1];
