import type { FastifyPluginAsync } from 'fastify';
import { sendError } from '../lib/replies.ts';
import { applyStripeEvent } from '../services/donations/stripe-events.ts';
import { Stripe } from '../adapters/stripe.ts';

/**
 * POST /api/stripe/webhook. Stripe signs the exact bytes it sends, so this plugin (and only this
 * one) keeps bodies raw: any content type becomes a Buffer for the signature check.
 */
export const stripeWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/webhook', { schema: { hide: true } }, async (request, reply) => {
    const secret = app.config.STRIPE_WEBHOOK_SECRET;
    if (!secret) return sendError(reply, 503, 'Stripe webhooks are not configured.');
    const signature = request.headers['stripe-signature'];
    const body = request.body;
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw new Error('unsigned');
      event = Stripe.webhooks.constructEvent(body, signature, secret);
    } catch {
      request.log.warn('refused a Stripe webhook with a missing or bad signature');
      return sendError(reply, 400, 'Invalid signature.');
    }
    const result = await applyStripeEvent({ db: app.db, mailer: app.mailer, log: request.log, publicUrl: app.config.PUBLIC_URL }, event);
    return { received: true, result };
  });
};
