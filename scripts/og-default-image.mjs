// The designed default picture of a shared link (apps/web/public/og-default.png, 1200×630), drawn
// from an SVG with the API's sharp. Run from the project root after changing the design:
//   node scripts/og-default-image.mjs
import { createRequire } from 'node:module';
import { join } from 'node:path';
const require = createRequire(join(process.cwd(), 'apps/api/package.json'));
const sharp = require('sharp');
const star = (cx, cy, r) => {
  const pts = [];
  for (let i = 0; i < 16; i++) { const a = (Math.PI / 8) * i; const rr = i % 2 ? r * 0.72 : r; pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`); }
  return `<polygon points="${pts.join(' ')}" fill="none" stroke="#c9a227" stroke-opacity="0.35" stroke-width="2"/>`;
};
let pattern = '';
for (let x = 900; x <= 1260; x += 110) for (let y = -20; y <= 680; y += 110) pattern += star(x + ((y / 110) % 2 ? 55 : 0), y, 40);
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><radialGradient id="g" cx="25%" cy="20%" r="90%"><stop offset="0" stop-color="#137a4f"/><stop offset="0.7" stop-color="#08472d"/><stop offset="1" stop-color="#053020"/></radialGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
${pattern}
<rect x="0" y="600" width="1200" height="30" fill="#c9a227"/>
<text x="80" y="250" font-family="DejaVu Serif, Georgia, serif" font-weight="bold" font-size="104" fill="#ffffff">Foundation</text>
<rect x="84" y="285" width="140" height="6" fill="#c9a227"/>
<text x="80" y="365" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#e6cc73">Guidance, education and welfare</text>
<text x="80" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#e6cc73">since 1985</text>
<text x="80" y="520" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#d5ecdd">Free courses · Free books · Welfare</text>
</svg>`;
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(join(process.cwd(), 'apps/web/public/og-default.png'));
console.log('ok');
