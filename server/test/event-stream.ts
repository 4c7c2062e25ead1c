// Reads GET /api/events as a browser's EventSource would, with a test client's cookies: the
// status, then the events one by one. `next()` waits for the next event (of a name, if given) and
// fails after a timeout, so a missing event fails the test rather than hanging it.
import type { TestClient } from './http-client.ts';

export interface StreamEvent {
  event: string;
  data: unknown;
}

export interface OpenedEventStream {
  status: number;
  headers: Headers;
  /** The JSON body of a refusal (any status but 200); undefined for a stream. */
  refusal: unknown;
  /** Every event received so far, in order. */
  received: StreamEvent[];
  next: (name?: string, timeoutMs?: number) => Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

function parseBlock(block: string): StreamEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  if (data.length === 0) return null;
  return { event, data: JSON.parse(data.join('\n')) as unknown };
}

export async function openEventStream(
  baseUrl: string,
  client: TestClient,
): Promise<OpenedEventStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = {
    accept: 'text/event-stream',
    'x-forwarded-for': client.ip,
  };
  if (client.cookies.size > 0) {
    headers.cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  const response = await fetch(new URL('/api/events', baseUrl), {
    headers,
    signal: controller.signal,
  });
  const refusal: unknown = response.status === 200 ? undefined : await response.json();
  const received: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  let consumed = 0;
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };

  const ended = (async () => {
    if (!response.body || response.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let boundary = buffer.indexOf('\n\n');
        while (boundary !== -1) {
          const parsed = parseBlock(buffer.slice(0, boundary));
          buffer = buffer.slice(boundary + 2);
          if (parsed) received.push(parsed);
          boundary = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // Aborted by close().
    } finally {
      wake();
    }
  })();
  let hasEnded = false;
  void ended.then(() => {
    hasEnded = true;
    wake();
  });

  const next = async (name?: string, timeoutMs = 3000): Promise<StreamEvent> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (consumed < received.length) {
        const candidate = received[consumed];
        consumed += 1;
        if (candidate && (name === undefined || candidate.event === name)) return candidate;
      }
      if (hasEnded) throw new Error(`the stream ended before an event ${name ?? ''}`);
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no event ${name ?? ''} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };

  return {
    status: response.status,
    headers: response.headers,
    refusal,
    received,
    next,
    ended,
    close: () => controller.abort(),
  };
}
