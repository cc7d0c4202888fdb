// Which modules a built chunk is made of, by compressed size: node bench/js-attribution.mjs dist/assets/index-*.js (build with --sourcemap first).
import { readFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const by = {};
for (let l = 0; l < lines.length; l++) {
  const line = lines[l];
  let prevCol = 0, prevSrc = null;
  const cols = [];
  map.eachMapping((m) => { if (m.generatedLine === l + 1) cols.push([m.generatedColumn, m.source]); });
  cols.sort((a, b) => a[0] - b[0]);
  for (const [col, src] of cols) { if (prevSrc) by[prevSrc] = (by[prevSrc] || '') + line.slice(prevCol, col); prevCol = col; prevSrc = src; }
  if (prevSrc) by[prevSrc] = (by[prevSrc] || '') + line.slice(prevCol);
}
const groups = {};
for (const [src, text] of Object.entries(by)) {
  const key = src.includes('node_modules') ? src.replace(/.*node_modules\/(@[^/]+\/[^/]+|[^/]+).*/, '$1') : src.includes('paraglide/messages') ? 'paraglide-messages' : src.replace(/.*\/src\//, 'src/');
  groups[key] = (groups[key] || '') + text;
}
const total = brotliCompressSync(code).length;
const rows = Object.entries(groups).map(([k, t]) => [k, t.length, brotliCompressSync(t).length]).sort((a, b) => b[1] - a[1]);
console.log('total brotli', total);
for (const r of rows.slice(0, 40)) console.log(r.join('\t'));
