// The API engineer's fake of Stripe's HTTP API (apps/api/test/fakes/stripe.ts), served for the
// browser tests: `node --import tsx e2e/support/stripe-server.mjs` with E2E_STRIPE_PORT set.
// In front of it sits a small proxy that does what real Stripe decides by itself:
// - a PaymentIntent's outcome follows its test PaymentMethod (pm_card_chargeDeclined declines,
//   pm_card_authenticationRequired needs 3-D Secure, anything else succeeds);
// - POST /v1/payment_intents/:id/fake_authenticate finishes 3-D Secure, as the donor would in
//   Stripe's pop-up (the browser's stand-in Stripe.js calls it through a Playwright route).
import { createServer, request } from 'node:http';
import { startFakeStripe } from '../../apps/api/test/fakes/stripe.ts';

const fake = await startFakeStripe();
const target = new URL(fake.url);
const behaviour = (pm = '') => (pm.includes('chargeDeclined') ? 'decline' : pm.includes('authenticationRequired') ? 'requires_action' : 'succeed');

function forward(req, raw, res) {
  return new Promise((resolve) => {
    const upstream = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('end', resolve);
    });
    upstream.on('error', () => {
      res.destroy();
      resolve();
    });
    upstream.end(raw);
  });
}

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

// One intent at a time: the card behaviour set for a request is the one that request gets.
let queue = Promise.resolve();

const server = createServer((req, res) => {
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/health') return json(res, 200, { ok: true });
    const auth = /^\/v1\/payment_intents\/(pi_\w+)\/fake_authenticate$/.exec(path);
    if (req.method === 'POST' && auth) {
      const outcome = new URLSearchParams(raw).get('outcome') === 'failed' ? 'failed' : 'succeeded';
      try {
        return json(res, 200, fake.completeAction(auth[1], outcome));
      } catch {
        return json(res, 404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      }
    }
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      queue = queue.then(() => {
        fake.card = behaviour(new URLSearchParams(raw).get('payment_method') ?? '');
        return forward(req, raw, res);
      });
      return;
    }
    void forward(req, raw, res);
  });
});

const port = Number(process.env.E2E_STRIPE_PORT ?? 0);
server.listen(port, '127.0.0.1', () => console.log(`fake Stripe on http://127.0.0.1:${server.address().port}`));
const stop = () => server.close(() => fake.close().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
