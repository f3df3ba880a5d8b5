#!/usr/bin/env node
/**
 * The web app manifest's icons (public/icons/*.png), drawn from the site's favicon (the seedling
 * of index.html) with @napi-rs/image, then compressed losslessly. Run by hand when the logo
 * changes (`node apps/site/scripts/make-icons.mjs`); the PNGs are committed.
 * - `icon-<size>.png` (192, 512): the round logo on a transparent background ("any");
 * - `maskable-512.png`: the seedling on a full-bleed square, inside the 80 % safe zone ("maskable");
 * - `apple-touch-icon.png` (180): the full-bleed square, which iOS rounds itself.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { losslessCompressPngSync, Transformer } from '@napi-rs/image';

const out = fileURLToPath(new URL('../public/icons/', import.meta.url));
const SEEDLING = [
  `<path d='M32 52V29' stroke='#2f6b32' stroke-width='4' stroke-linecap='round'/>`,
  `<path d='M31 36C19 36 12 28 12 17c12 0 19 7 19 19z' fill='#2f6b32'/>`,
  `<path d='M33 31c1-12 9-20 20-20 0 12-8 20-20 20z' fill='#2f6b32'/>`,
  `<path d='M18 52h28' stroke='#4a5647' stroke-width='3' stroke-linecap='round'/>`,
].join('');

const round = (size) =>
  `<svg xmlns='http://www.w3.org/2000/svg' width='${size}' height='${size}' viewBox='0 0 64 64'><circle cx='32' cy='32' r='31' fill='#e1ecd9'/>${SEEDLING}</svg>`;
/** Full bleed; the seedling scaled to 70 % around the centre (inside the maskable safe zone). */
const square = (size) =>
  `<svg xmlns='http://www.w3.org/2000/svg' width='${size}' height='${size}' viewBox='0 0 64 64'><rect width='64' height='64' fill='#e1ecd9'/><g transform='translate(9.6 9.6) scale(0.7)'>${SEEDLING}</g></svg>`;

function png(svg, size) {
  // fromSvg renders at its own scale: resized to the exact size.
  return losslessCompressPngSync(Transformer.fromSvg(svg).resize(size, size).pngSync());
}

mkdirSync(out, { recursive: true });
for (const size of [192, 512]) writeFileSync(`${out}icon-${size}.png`, png(round(size), size));
writeFileSync(`${out}maskable-512.png`, png(square(512), 512));
writeFileSync(`${out}apple-touch-icon.png`, png(square(180), 180));
console.log('icons written to', out);
