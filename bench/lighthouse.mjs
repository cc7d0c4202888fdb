#!/usr/bin/env node
/**
 * Lighthouse (mobile, the default profile) on the public pages of the built site, plus the
 * JavaScript a first visit downloads. Starts its own server with demo content on a free port.
 *
 *   npm run build && npm run bench:lighthouse [-- /extra/route ...]
 *
 * Prints a table and writes bench/results/lighthouse.json. Never part of `npm test`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = s.address();
    s.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'foundation-lh-'));
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
// A first start seeds the demo and draws its pictures: minutes on a busy 2-core machine.
for (let i = 0; i < 1200; i++) {
  try {
    if ((await fetch(`${base}/api/settings`)).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 300));
}

const courses = await (await fetch(`${base}/api/getCourses`)).json().catch(() => ({ courses: [] }));
const courseId = courses.courses?.[0]?.id ?? 1;
const routes = process.env.LH_ONLY ? process.argv.slice(2) : ['/', '/education', '/publishing', '/blogs', '/donate', `/courseDetail1/${courseId}`, ...process.argv.slice(2)];

// JavaScript of a first visit to /, before any scrolling: what a phone downloads to see the page.
const browser = await chromium.launch({ executablePath: chromePath, args: flags.slice(1) });
const page = await browser.newPage();
await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
let jsBytes = 0;
page.on('response', async (res) => {
  if (res.request().resourceType() !== 'script') return;
  const size = Number((await res.allHeaders())['content-length'] ?? 0) || (await res.body().catch(() => Buffer.alloc(0))).length;
  jsBytes += size;
});
await page.goto(base, { waitUntil: 'networkidle' });
await browser.close();

/**
 * Runs per page (LH_RUNS). The run reported is Lighthouse's own median run (the one nearest the
 * median first paint and time to interactive, as its docs on variability advise), not the run of
 * the median score: with every score 100, that was simply the first run.
 */
const RUNS = Number(process.env.LH_RUNS ?? 3);
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
const results = {};
const benchmarkIndexes = [];
// Warm the server's page cache and the file cache, so the first run is not the odd one out.
for (const route of routes) await fetch(`${base}${route}`).then((r) => r.text());
for (const route of routes) {
  const valid = [];
  // A run Lighthouse could not finish (its trace lost, say) is named, left out and run again, twice at most.
  for (let attempt = 0; valid.length < RUNS && attempt < RUNS + 2; attempt++) {
    const { lhr: run } = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    benchmarkIndexes.push(run.environment.benchmarkIndex);
    if (filterToValidRuns([run]).length) valid.push(run);
    else console.log(`${route}: a run left out: ${run.runtimeError?.message ?? 'no first paint or time to interactive'}`);
  }
  if (!valid.length) continue;
  const lhr = computeMedianRun(valid);
  const scores = valid.map((one) => one.categories.performance.score);
  const c = lhr.categories;
  const a = lhr.audits;
  results[route] = {
    runs: scores.map((x) => Math.round(x * 100)),
    // Every run's blocking time, so the spread the median hides is on the record.
    tbtRunsMs: valid.map((one) => Math.round(one.audits['total-blocking-time'].numericValue)),
    performance: Math.round(c.performance.score * 100),
    accessibility: Math.round(c.accessibility.score * 100),
    bestPractices: Math.round(c['best-practices'].score * 100),
    seo: Math.round(c.seo.score * 100),
    lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
    cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
    tbtMs: Math.round(a['total-blocking-time'].numericValue),
    // What the largest paint was, so a slow LCP can be traced to its element.
    lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    failing: Object.values(a)
      .filter((x) => x.score !== null && x.score < 0.9 && x.scoreDisplayMode === 'binary')
      .map((x) => x.id),
  };
  const r = results[route];
  if (process.env.LH_DUMP) writeFileSync(join(process.env.LH_DUMP, `${route.replace(/\W+/g, '_') || 'root'}.json`), JSON.stringify(lhr));
  console.log(`${route.padEnd(22)} perf ${r.performance} (runs ${r.runs.join('/')})  a11y ${r.accessibility}  bp ${r.bestPractices}  seo ${r.seo}  LCP ${r.lcpMs} ms  CLS ${r.cls}  TBT ${r.tbtMs} ms (runs ${r.tbtRunsMs.join('/')})${r.failing.length ? `  failing: ${r.failing.join(', ')}` : ''}`);
}
await chrome.kill();
console.log(`Lighthouse benchmark index (this machine's speed, median of ${benchmarkIndexes.length} runs): ${Math.round(median(benchmarkIndexes))}`);
console.log(`JavaScript on a first visit to / (bytes on the wire, as compressed by the server): ${(jsBytes / 1024).toFixed(1)} KB`);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/lighthouse.json', JSON.stringify({ date: new Date().toISOString(), benchmarkIndex: median(benchmarkIndexes), jsBytesFirstVisit: jsBytes, results }, null, 2));
server.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });
