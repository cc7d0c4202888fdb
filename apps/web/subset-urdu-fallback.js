// Writes src/fonts/naskh-fallback.woff2: Noto Naskh Arabic (OFL, @fontsource) cut down by HarfBuzz
// (subset-font) to the Arabic block U+0600–06FF and the joiners, with the shaping rules those letters
// need. Urdu pages preload it (src/urdu.css, decision 27), so a device with no Urdu face of its own
// reads ہ ے ۔ on its first page, before the Nastaliq face is cached. Run after changing the range:
//   npm run fonts -w @foundation/web
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = readFileSync(require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2'));
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
const text = range(0x0600, 0x06ff) + '\u200c\u200d\u200e\u200f';
const font = await subsetFont(source, text, { targetFormat: 'woff2' });
const out = new URL('./src/fonts/naskh-fallback.woff2', import.meta.url);
writeFileSync(out, font);
console.log(`${out.pathname}: ${font.length} bytes`);
