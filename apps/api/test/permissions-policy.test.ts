import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

/**
 * Every answer tells the browser which powerful features its page and frames may use: none of
 * camera, microphone or location; payment only for our pages and Stripe's frames; and nothing the
 * video and audio embeds ask for in their frames.
 */
let root: string;
let t: TestContext;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'foundation-permissions-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><html lang="en"><head><title>Foundation</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(root, 'assets', 'x.js'), 'console.log("app");');
  t = await createTestApp({
    webDist: root,
    beforeReady: (app) => {
      app.get('/api/test/throws', async () => {
        throw new Error('boom');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

/** The header's directives by feature: `camera=()` is camera → []. */
function directives(header: string | undefined) {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(',')) {
    const [feature = '', allow = ''] = part.trim().split('=');
    map.set(feature, allow.replace(/^\(|\)$/g, '').split(' ').filter(Boolean));
  }
  return map;
}

it('sends the policy on pages, files, API answers, redirects and errors alike', async () => {
  const answers = await Promise.all(
    ['/', '/donate', '/assets/x.js', '/api/settings', '/api/getSpecificBook/999', '/api/test/throws', '/nope', '/donate?lang=ur'].map((url) => t.app.inject(url)),
  );
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 404, 500, 404, 302]);
  for (const answer of answers) {
    const policy = directives(answer.headers['permissions-policy'] as string);
    expect(policy.get('camera')).toEqual([]);
    expect(policy.get('microphone')).toEqual([]);
    expect(policy.get('geolocation')).toEqual([]);
    // Stripe.js probes the Payment Request API from its own frames (Apple Pay, Google Pay).
    expect(policy.get('payment')).toEqual(['self', '"https://js.stripe.com"']);
  }
});

it('leaves the embeds every feature their frames ask for', async () => {
  const policy = directives((await t.app.inject('/live')).headers['permissions-policy'] as string);
  const sources = ['components/ui/video-embed.tsx', 'features/live/components/audio-panel.tsx'].map((file) =>
    readFileSync(fileURLToPath(new URL(`../../web/src/${file}`, import.meta.url)), 'utf8'),
  );
  const asked = sources.flatMap((source) => [...source.matchAll(/allow="([^"]+)"/g)].flatMap((m) => m[1]!.split(';').map((f) => f.trim())));
  expect(asked).toEqual(expect.arrayContaining(['autoplay', 'encrypted-media', 'fullscreen']));
  for (const feature of asked) expect({ feature, restricted: policy.has(feature) }).toEqual({ feature, restricted: false });
  // YouTube's 360° videos read the phone's motion: not refused either.
  for (const feature of ['accelerometer', 'gyroscope', 'picture-in-picture', 'clipboard-write', 'web-share']) expect(policy.has(feature)).toBe(false);
});
