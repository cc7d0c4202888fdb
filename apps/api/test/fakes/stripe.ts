import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Stripe's HTTP API we use, driven through the real `stripe`
 * client: POST /v1/payment_intents (form-encoded, confirm=true), GET /v1/payment_intents/:id,
 * Idempotency-Key replays, and Stripe-shaped errors. Switches decide what the "card" does.
 */
export type CardBehaviour = 'succeed' | 'decline' | 'requires_action';
/** `down`: every connection is dropped unanswered; `lose_response`: the charge happens, the answer is lost. */
export type Network = 'up' | 'down' | 'lose_response';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  confirmation_method: 'automatic';
  payment_method: string;
  metadata: Record<string, string>;
  description: string | null;
  last_payment_error: Record<string, string> | null;
  next_action: Record<string, unknown> | null;
  created: number;
  livemode: false;
}

export interface FakeStripe {
  url: string;
  card: CardBehaviour;
  network: Network;
  calls: { method: string; path: string; idempotencyKey?: string }[];
  intents: Map<string, FakeIntent>;
  /** What the create request carried, by intent id (form fields as Stripe received them). */
  params: Map<string, Record<string, string>>;
  /** The donor finishes (or fails) 3-D Secure in the browser. */
  completeAction(id: string, outcome: 'succeeded' | 'failed'): FakeIntent;
  close(): Promise<void>;
}

const stripeError = (status: number, error: Record<string, unknown>) => ({ status, body: { error } });

function declined(intent: FakeIntent) {
  intent.status = 'requires_payment_method';
  intent.last_payment_error = {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  };
  return stripeError(402, { ...intent.last_payment_error, payment_intent: intent });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const stored = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const fake: FakeStripe = {
    url: '',
    card: 'succeed',
    network: 'up',
    calls: [],
    intents: new Map(),
    params: new Map(),
    completeAction(id, outcome) {
      const intent = fake.intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.next_action = null;
      if (outcome === 'succeeded') intent.status = 'succeeded';
      else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          type: 'card_error',
          code: 'payment_intent_authentication_failure',
          message: 'We are unable to authenticate your payment method.',
        };
      }
      return intent;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  function createIntent(form: Record<string, string>) {
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount <= 0) {
      return stripeError(400, { type: 'invalid_request_error', param: 'amount', message: 'Invalid positive integer' });
    }
    if (!form.payment_method) return stripeError(400, { type: 'invalid_request_error', param: 'payment_method', message: 'Missing payment_method' });
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const metadata = Object.fromEntries(
      Object.entries(form).flatMap(([k, v]) => (k.startsWith('metadata[') ? [[k.slice(9, -1), v]] : [])),
    );
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency: form.currency ?? 'usd',
      status: 'succeeded',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      confirmation_method: 'automatic',
      payment_method: form.payment_method,
      metadata,
      description: form.description ?? null,
      last_payment_error: null,
      next_action: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    fake.intents.set(id, intent);
    fake.params.set(id, form);
    if (fake.card === 'decline') return declined(intent);
    if (fake.card === 'requires_action') {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
    }
    return { status: 200, body: intent };
  }

  function route(req: IncomingMessage, form: Record<string, string>) {
    if (!/^Bearer sk_test_\w+$/.test(req.headers.authorization ?? '')) {
      return stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
    }
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (req.method === 'POST' && path === '/v1/payment_intents') return createIntent(form);
    const match = /^\/v1\/payment_intents\/(pi_\w+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const intent = fake.intents.get(match[1] ?? '');
      if (intent) return { status: 200, body: intent };
      return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${match[1]}'` });
    }
    return stripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` });
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const key = req.headers['idempotency-key'] as string | undefined;
    fake.calls.push({ method: req.method ?? '', path: req.url ?? '', idempotencyKey: key });
    if (fake.network === 'down') return req.socket.destroy();
    const form = Object.fromEntries(new URLSearchParams(raw));
    const fingerprint = `${req.method} ${req.url} ${raw}`;
    let result: { status: number; body: unknown };
    const previous = key && req.method === 'POST' ? stored.get(key) : undefined;
    if (previous && previous.fingerprint !== fingerprint) {
      result = stripeError(400, { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' });
    } else if (previous) {
      res.setHeader('idempotent-replayed', 'true');
      result = previous;
    } else {
      result = route(req, form);
      if (key && req.method === 'POST') stored.set(key, { fingerprint, ...result });
    }
    if (fake.network === 'lose_response') return req.socket.destroy();
    res.writeHead(result.status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
    res.end(JSON.stringify(result.body));
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
