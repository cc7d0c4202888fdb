import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

/**
 * No address on the foundation's domain sends a browser to another site (a phishing link that
 * starts with the foundation's own name). Requests go over a real socket, byte for byte as an
 * attacker writes them: an injected request would be tidied by a URL parser first.
 */
let root: string;
let t: TestContext;
let port: number;

/** Status and Location of a GET whose request target is sent exactly as given. */
function rawGet(target: string, headers: Record<string, string> = {}): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const location = lines.find((l) => /^location:/i.test(l))?.replace(/^location:\s*/i, '');
      resolve({ status: Number(statusLine.split(' ')[1]), location });
    });
    const extra = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    socket.write(`GET ${target} HTTP/1.1\r\nHost: foundation.test\r\nConnection: close\r\n${extra}\r\n`);
  });
}

/** What a browser does with a Location: resolve it against the page it came from. */
const landsOn = (location: string) => new URL(location, 'https://foundation.test/page').host;

const expectOnSite = (answer: { status: number; location?: string }) => {
  if (answer.location === undefined) return;
  expect(answer.location).toMatch(/^\/(?![/\\])/);
  expect(answer.location).not.toMatch(/[\s\\]/);
  expect(landsOn(answer.location)).toBe('foundation.test');
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'foundation-redirects-'));
  mkdirSync(join(root, 'web'));
  mkdirSync(join(root, 'admin'));
  writeFileSync(join(root, 'web', 'index.html'), '<!doctype html><html lang="en"><head><title>Foundation</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(root, 'admin', 'index.html'), '<!doctype html><html><body><div id="admin"></div></body></html>');
  t = await createTestApp({
    webDist: join(root, 'web'),
    adminDist: join(root, 'admin'),
    beforeReady: (app) => {
      // Stands for any future route that redirects to something a visitor gave it.
      app.get<{ Querystring: { to: string } }>('/test-only/redirect', (request, reply) => reply.redirect(request.query.to));
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the language link never leaves the site', () => {
  const forms = [
    '//evil.example?lang=en',
    '/%2F%2Fevil.example?lang=en',
    '/%5Cevil.example?lang=en',
    '/%09/evil.example?lang=en',
    '/\\evil.example?lang=en',
    '/\\\\evil.example?lang=ur',
    '/%2fevil.example?lang=en',
    '/%2f%2fevil.example?lang=ur',
    '/%252F%252Fevil.example?lang=en',
    '/%0A/evil.example?lang=en',
    '/%0D%0A/evil.example?lang=en',
    '/%0D%0ALocation:%20https://evil.example?lang=en',
    '/..//evil.example?lang=en',
    '/.%2e//evil.example?lang=en',
    '/%2e%2e%2f%2fevil.example?lang=en',
    '/./%5C%5Cevil.example?lang=ur',
    '/ur//evil.example?lang=en',
    '/ur/%2F%2Fevil.example?lang=en',
    '/https:%2F%2Fevil.example?lang=en',
    'http://evil.example/?lang=en',
    '//evil.example:99999?lang=en',
    '/%E2%80%AE/evil.example?lang=en',
    '/%D8%AA%D8%B9%D9%84%DB%8C%D9%85?lang=ur',
  ];
  for (const target of forms) {
    it(`keeps ${JSON.stringify(target)} on the site`, async () => {
      const answer = await rawGet(target);
      expect(answer.status).toBeLessThan(500);
      expectOnSite(answer);
    });
  }

  it('still lands a reader on the page they were on, in the language they chose', async () => {
    expect(await rawGet('//evil.example?lang=en')).toEqual({ status: 302, location: '/evil.example' });
    expect(await rawGet('/%5Cevil.example?lang=en')).toEqual({ status: 302, location: '/%5Cevil.example' });
    expect(await rawGet('/%09/evil.example?lang=en')).toEqual({ status: 302, location: '/%09/evil.example' });
    expect(await rawGet('/video&lecture?lang=ur&utm_source=x')).toEqual({ status: 302, location: '/ur/video&lecture?utm_source=x' });
    expect(await rawGet('/donate/?lang=ur')).toEqual({ status: 302, location: '/ur/donate/' });
    expect(await rawGet('/ur?lang=en')).toEqual({ status: 302, location: '/' });
  });

  it('keeps a reader who chose Urdu on the site when an English link is odd', async () => {
    const answer = await rawGet('//donate?campaign=2', { cookie: 'lang=ur' });
    expectOnSite(answer);
  });
});

describe('every redirect the server makes stays on the site', () => {
  it('sends /admin to the back office', async () => {
    expect(await rawGet('/admin')).toEqual({ status: 302, location: '/admin/' });
  });

  const targets = ['//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example/path?x=1', 'javascript:alert(1)', '\\\\evil.example', '/%0a/evil'];
  for (const to of targets) {
    it(`rewrites a route's redirect to ${JSON.stringify(to)} to a path of this site`, async () => {
      const answer = await rawGet(`/test-only/redirect?to=${encodeURIComponent(to)}`);
      expect(answer.status).toBe(302);
      expectOnSite(answer);
    });
  }

  it('keeps a redirect to its own address as the path', async () => {
    const answer = await rawGet(`/test-only/redirect?to=${encodeURIComponent(`${t.config.PUBLIC_URL.replace(/\/$/, '')}/donate?campaign=2`)}`);
    expect(answer.location).toBe('/donate?campaign=2');
  });
});
