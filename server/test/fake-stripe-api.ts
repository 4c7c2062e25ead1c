// A fake of the few Stripe API calls the portal makes, served on 127.0.0.1 for the Stripe driver's
// tests (the SDK's host, port and protocol options point at it): create a payment intent (honouring
// Idempotency-Key), retrieve and cancel one, create a refund. Form-encoded bodies, JSON answers
// in Stripe's shapes and error format. `pay()` plays the customer confirming the card in Stripe.js;
// `failNext()` makes the next call of a kind fail like Stripe's 500.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  livemode: false;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

export interface FakeStripeApi {
  host: string;
  port: number;
  protocol: 'http';
  secretKey: string;
  intents: Map<string, FakeIntent>;
  requests: FakeStripeRequest[];
  /** The customer pays: the intent succeeds. */
  pay: (intentId: string) => FakeIntent;
  /** The next request whose path starts with `pathPrefix` answers a 500 api_error. */
  failNext: (pathPrefix: string) => void;
  close: () => Promise<void>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

function readForm(request: http.IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', reject);
    request.on('end', () => {
      resolve(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    });
  });
}

export async function startFakeStripeApi(secretKey = `sk_test_${hex(12)}`): Promise<FakeStripeApi> {
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, { id: string; payment_intent: string; amount: number }>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: FakeStripeRequest[] = [];
  const failures: string[] = [];

  const error = (status: number, type: string, message: string, code?: string) => ({
    status,
    body: { error: { type, message, ...(code ? { code } : {}) } },
  });

  function handle(
    method: string,
    path: string,
    form: Record<string, string>,
  ): { status: number; body: unknown } {
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_${hex(12)}`;
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
      );
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${hex(12)}`,
        metadata,
        livemode: false,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    if (intentMatch) {
      const intent = intents.get(intentMatch[1] ?? '');
      if (!intent) {
        return error(404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
      }
      if (method === 'GET' && !intentMatch[2]) return { status: 200, body: intent };
      if (method === 'POST' && intentMatch[2]) {
        if (intent.status === 'succeeded') {
          return error(
            400,
            'invalid_request_error',
            'You cannot cancel this PaymentIntent because it has a status of succeeded.',
            'payment_intent_unexpected_state',
          );
        }
        intent.status = 'canceled';
        return { status: 200, body: intent };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.payment_intent ?? '');
      if (!intent || intent.status !== 'succeeded') {
        return error(400, 'invalid_request_error', 'This PaymentIntent has not succeeded.');
      }
      const refund = {
        id: `re_${hex(12)}`,
        object: 'refund',
        payment_intent: intent.id,
        amount: Number(form.amount ?? intent.amount),
        currency: intent.currency,
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }

  const server = http.createServer((request, response) => {
    void (async () => {
      const form = await readForm(request);
      const method = request.method ?? 'GET';
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({ method, path, idempotencyKey, form });
      let answer: { status: number; body: unknown };
      const failure = failures.findIndex((prefix) => path.startsWith(prefix));
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        answer = error(401, 'invalid_request_error', 'Invalid API Key provided');
      } else if (failure !== -1) {
        failures.splice(failure, 1);
        answer = error(500, 'api_error', 'Something went wrong on Stripe’s end.');
      } else {
        const remembered = idempotencyKey ? idempotent.get(`${path} ${idempotencyKey}`) : undefined;
        answer = remembered ?? handle(method, path, form);
        if (idempotencyKey && !remembered && answer.status < 500) {
          idempotent.set(`${path} ${idempotencyKey}`, answer);
        }
      }
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': `req_${hex(6)}`,
        // The SDK would retry a 500 on its own; the fake says not to, so a failure stays one.
        'stripe-should-retry': 'false',
      });
      response.end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    secretKey,
    intents,
    requests,
    pay: (intentId) => {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no fake intent ${intentId}`);
      intent.status = 'succeeded';
      return intent;
    },
    failNext: (pathPrefix) => {
      failures.push(pathPrefix);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((closeError) => (closeError ? reject(closeError) : resolve()));
      }),
  };
}

/** A Stripe event's JSON as Stripe sends it to the webhook. */
export function stripeEventPayload(input: {
  id?: string;
  type: string;
  intent: Pick<FakeIntent, 'id' | 'amount' | 'currency'> & { status?: string };
}): string {
  return JSON.stringify({
    id: input.id ?? `evt_${hex(12)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: input.type,
    data: {
      object: {
        id: input.intent.id,
        object: 'payment_intent',
        amount: input.intent.amount,
        amount_received: input.intent.amount,
        currency: input.intent.currency,
        status: input.intent.status ?? 'succeeded',
      },
    },
  });
}
