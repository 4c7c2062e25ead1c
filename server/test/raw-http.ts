// Raw HTTP/1.1 over a socket, for requests fetch() will not send: absolute-form targets,
// malformed percent-encodings kept as they are, oversized headers, broken request lines.
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Map<string, string[]>;
  body: string;
}

export function parseRawResponse(raw: string): RawResponse {
  const headerEnd = raw.indexOf('\r\n\r\n');
  const head = headerEnd === -1 ? raw : raw.slice(0, headerEnd);
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = new Map<string, string[]>();
  for (const line of headerLines) {
    const separator = line.indexOf(':');
    const name = line.slice(0, separator).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(separator + 1).trim()]);
  }
  let body = headerEnd === -1 ? '' : raw.slice(headerEnd + 4);
  if (headers.get('transfer-encoding')?.includes('chunked')) body = decodeChunked(body);
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function decodeChunked(body: string): string {
  let rest = body;
  let decoded = '';
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return decoded;
    decoded += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

/** Sends `head` (request line and headers, without the blank line) and `body`; reads to close. */
export function sendRaw(baseUrl: string, head: string, body = ''): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `${head}\r\nconnection: close\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n`,
      );
      socket.write(body);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseRawResponse(Buffer.concat(chunks).toString('utf8'))));
  });
}
