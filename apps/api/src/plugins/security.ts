import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { onSiteLocation } from '../lib/on-site.ts';

/** The origin of the map tile server, so its images pass the CSP whatever the configured URL. */
function tileOrigins(template: string): string[] {
  try {
    const url = new URL(template.replace('{s}', 'a').replace(/\{[a-z]\}/g, '0'));
    const wildcard = template.includes('{s}') ? `${url.protocol}//*.${url.host.split('.').slice(1).join('.')}` : url.origin;
    return [wildcard];
  } catch {
    return [];
  }
}

/**
 * Whatever sets a Location (a route, a plugin, the page renderer), the browser is sent to a path
 * of this site: a Location that would leave it is rewritten to the path a browser would have read
 * (lib/on-site.ts), and logged, as it means some code built one from what a visitor sent.
 */
function registerOnSiteRedirects(app: FastifyInstance, config: Config) {
  const origin = new URL(config.PUBLIC_URL).origin;
  app.addHook('onSend', async (request, reply, payload) => {
    const location = reply.getHeader('location');
    if (typeof location !== 'string') return payload;
    const onSite = onSiteLocation(location, origin);
    if (onSite !== location) {
      request.log.warn({ path: request.routeOptions.url }, 'a redirect that would leave the site was kept on it');
      reply.header('location', onSite);
    }
    return payload;
  });
}

/**
 * Powerful features no page of ours uses are refused to the page and to every frame in it, so a
 * script slipped into the site or an embed cannot ask a donor for their camera, microphone or
 * location. `payment` (the Payment Request API behind Apple Pay and Google Pay) stays with our own
 * pages and Stripe's frames from js.stripe.com, which probe it and would offer wallets there.
 * Features the YouTube and Facebook players ask for in their frames' `allow` (autoplay,
 * encrypted-media, picture-in-picture, fullscreen, and the motion sensors of 360° videos) are left
 * to those attributes.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=(self "https://js.stripe.com")',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** Security headers on every response; the CSP still lets Stripe.js and the video embeds work. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  registerOnSiteRedirects(app, config);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // No video stills from YouTube: they come through our own API (decision 21). Map tiles load
        // only once a visitor asks for the map.
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com', ...tileOrigins(config.MAP_TILE_URL)],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: [
          'https://js.stripe.com',
          'https://hooks.stripe.com',
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          'https://www.facebook.com',
        ],
        upgradeInsecureRequests: null,
      },
    },
    // Embeds from YouTube and Facebook are cross-origin documents without CORP headers.
    crossOriginEmbedderPolicy: false,
    // Stripe's 3-D Secure pop-up needs to talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Opening a book in a new tab must not hand that tab our URL with its query.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
