// Draws the app icon (a cook-pot with steam on brand green #427138) and writes the PNGs the web
// manifest and iOS need into src/web/public/icons. Run again after changing the drawing:
//   node scripts/generate-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const GREEN = '#427138';
const CREAM = '#F7F4EA';
const outDir = path.resolve(import.meta.dirname, '../src/web/public/icons');

/** The pot and its steam, drawn on a 512 × 512 grid, centred on (256, 256). */
const pot = `
  <g fill="none" stroke="${CREAM}" stroke-width="16" stroke-linecap="round" opacity="0.9">
    <path d="M200 132 c-16 -18 16 -30 0 -50"/>
    <path d="M256 122 c-16 -18 16 -30 0 -50"/>
    <path d="M312 132 c-16 -18 16 -30 0 -50"/>
  </g>
  <g fill="${CREAM}">
    <rect x="232" y="150" width="48" height="30" rx="12"/>
    <path d="M118 238 C118 190 178 170 256 170 C334 170 394 190 394 238 Z"/>
    <rect x="100" y="234" width="312" height="28" rx="14"/>
    <path d="M128 276 H384 V352 C384 392 356 414 318 414 H194 C156 414 128 392 128 352 Z"/>
    <rect x="74" y="288" width="70" height="32" rx="16"/>
    <rect x="368" y="288" width="70" height="32" rx="16"/>
  </g>
  <rect x="128" y="312" width="256" height="16" fill="${GREEN}" opacity="0.45"/>`;

/** A full icon: background shape plus the pot scaled about the centre. */
function svg({ rounded, potScale }) {
  const background = rounded
    ? `<rect width="512" height="512" rx="112" fill="${GREEN}"/>`
    : `<rect width="512" height="512" fill="${GREEN}"/>`;
  const offset = 256 * (1 - potScale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  ${background}
  <g transform="translate(${offset} ${offset}) scale(${potScale})">${pot}
  </g>
</svg>
`;
}

const outputs = [
  // "any" icons: a rounded tile, transparent corners.
  { file: 'icon-192.png', size: 192, svg: svg({ rounded: true, potScale: 0.92 }) },
  { file: 'icon-512.png', size: 512, svg: svg({ rounded: true, potScale: 0.92 }) },
  // Maskable: full bleed, the pot inside the 80% safe zone so any mask shape keeps it whole.
  { file: 'maskable-192.png', size: 192, svg: svg({ rounded: false, potScale: 0.72 }) },
  { file: 'maskable-512.png', size: 512, svg: svg({ rounded: false, potScale: 0.72 }) },
  // iOS rounds the corners itself and shows transparency as black, so the tile is square and opaque.
  { file: 'apple-touch-icon.png', size: 180, svg: svg({ rounded: false, potScale: 0.84 }) },
  { file: 'favicon-32.png', size: 32, svg: svg({ rounded: true, potScale: 0.98 }) },
];

mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'icon.svg'), svg({ rounded: true, potScale: 0.92 }));
for (const { file, size, svg: source } of outputs) {
  const image = sharp(Buffer.from(source), { density: Math.max(72, (72 * size) / 512) * 4 }).resize(
    size,
    size,
  );
  const png = file.startsWith('apple') ? image.flatten({ background: GREEN }) : image;
  await png.png({ compressionLevel: 9 }).toFile(path.join(outDir, file));
  console.log(`wrote ${path.relative(process.cwd(), path.join(outDir, file))}`);
}
