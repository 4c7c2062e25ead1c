// A small HTTP client for tests: real fetch over the socket, a cookie jar per client (one client is
// one browser), and the CSRF dance of spec §7. Each client can pose as its own IP address through
// X-Forwarded-For (the test server trusts the proxy header), so per-IP limits stay independent.
export interface TestResponse<Body = unknown> {
  status: number;
  headers: Headers;
  body: Body;
  text: string;
  /** Raw Set-Cookie header lines, for attribute assertions. */
  setCookies: string[];
}

export interface RequestOptions {
  json?: unknown;
  /** A raw body sent as is (with the given content-type header). */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  /** Fetch a token first and send it as X-CSRF-Token, like the web client does. */
  withCsrf?: boolean;
}

export interface TestClient {
  /** The address this browser appears to come from; assign to move it to another network. */
  ip: string;
  readonly cookies: Map<string, string>;
  request: <Body = unknown>(
    method: string,
    path: string,
    options?: RequestOptions,
  ) => Promise<TestResponse<Body>>;
  get: <Body = unknown>(path: string, options?: RequestOptions) => Promise<TestResponse<Body>>;
  post: <Body = unknown>(
    path: string,
    json?: unknown,
    options?: RequestOptions,
  ) => Promise<TestResponse<Body>>;
  /** GET /api/csrf-token and return the token. */
  csrf: () => Promise<string>;
  /** Sign in the way the web app does: token first, then POST /api/auth/login. */
  login: (email: string, password: string) => Promise<TestResponse>;
  logout: () => Promise<TestResponse>;
}

let ipCounter = 0;

/** A distinct documentation-range address (RFC 5737) per client. */
function nextClientIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export function createTestClient(baseUrl: string, options: { ip?: string } = {}): TestClient {
  const cookies = new Map<string, string>();

  const storeCookies = (setCookies: string[]): void => {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const isRemoval =
        value === '' ||
        attributes.some((attribute) => /^max-age=0$/i.test(attribute)) ||
        attributes.some(
          (attribute) =>
            /^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now(),
        );
      if (isRemoval) cookies.delete(name);
      else cookies.set(name, value);
    }
  };

  const request = async <Body = unknown>(
    method: string,
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<TestResponse<Body>> => {
    const headers: Record<string, string> = {
      'x-forwarded-for': client.ip,
      ...requestOptions.headers,
    };
    if (requestOptions.withCsrf) headers['x-csrf-token'] = await client.csrf();
    if (cookies.size > 0) {
      headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    if (requestOptions.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(requestOptions.json);
    } else if (requestOptions.rawBody !== undefined) {
      body = requestOptions.rawBody;
    }
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    const setCookies = response.headers.getSetCookie();
    storeCookies(setCookies);
    // A live event stream never ends by itself: what matters is that it was let through.
    const isEventStream = response.headers.get('content-type')?.startsWith('text/event-stream');
    if (isEventStream) await response.body?.cancel();
    const text = isEventStream ? '' : await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json'))
      parsed = JSON.parse(text);
    return {
      status: response.status,
      headers: response.headers,
      body: parsed as Body,
      text,
      setCookies,
    };
  };

  const client: TestClient = {
    ip: options.ip ?? nextClientIp(),
    cookies,
    request,
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, json, requestOptions) => request('POST', path, { ...requestOptions, json }),
    csrf: async () => {
      const response = await request<{ csrfToken: string }>('GET', '/api/csrf-token');
      if (response.status !== 200)
        throw new Error(`csrf-token answered ${response.status}: ${response.text}`);
      return response.body.csrfToken;
    },
    login: (email, password) =>
      request('POST', '/api/auth/login', { json: { email, password }, withCsrf: true }),
    logout: () => request('POST', '/api/auth/logout', { withCsrf: true }),
  };
  return client;
}
