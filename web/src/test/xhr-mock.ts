import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest, the one request fetch cannot make (a PUT with upload progress).
 * Each request waits for the test to call progress() and respond() (or fail()).
 */
export class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  statusText = '';
  responseText = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  private readonly sent: FakeXhr[];

  constructor(sent: FakeXhr[]) {
    this.sent = sent;
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  addEventListener(type: string, listener: EventListener): void {
    this.events.addEventListener(type, listener);
  }

  send(body: unknown): void {
    this.body = body;
    this.sent.push(this);
  }

  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }

  respond(status: number, responseText = ''): void {
    this.status = status;
    this.responseText = responseText;
    this.events.dispatchEvent(new Event('load'));
  }

  fail(): void {
    this.events.dispatchEvent(new Event('error'));
  }
}

/** Replaces XMLHttpRequest; returns the requests sent, in order. */
export function mockXhr(): FakeXhr[] {
  const sent: FakeXhr[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super(sent);
      }
    },
  );
  return sent;
}
