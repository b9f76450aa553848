// The installed app's icons (issue 39), drawn from the favicon's mark and written to
// apps/web/public/icons (committed; run again only when the mark changes):
//   node --import tsx apps/web/scripts/make-icons.ts
// "any" icons are the favicon itself; the maskable one puts the mark inside the safe zone (the
// centre 80 %) on a full navy square, so a launcher's circle or squircle never cuts it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '../public/icons');
mkdirSync(out, { recursive: true });

const NAVY = '#0b1f3a';
const MARK = `<path d="M8 22V10l8 7 8-7v12" fill="none" stroke="#34d399" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="16" cy="24" r="1.8" fill="#e0b24a"/>`;
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${NAVY}"/>${MARK}</svg>`;
// The mark scaled to 60 % and centred: well inside the maskable safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${NAVY}"/><g transform="translate(6.4 6.4) scale(0.6)">${MARK}</g></svg>`;

const render = (svg: string, size: number, name: string) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));

await render(rounded, 192, 'icon-192.png');
await render(rounded, 512, 'icon-512.png');
await render(maskable, 512, 'maskable-512.png');
await render(maskable, 192, 'maskable-192.png');
console.log(`icons written to ${out}`);
