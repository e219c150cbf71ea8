import { IMAGE_SIZES } from '@solar/contracts';
import type { FileStorage } from '../file-storage';
import type { UploadRendition } from '../uploads';

/** A placeholder's colour: one hue per category, spread around the wheel. */
export const categoryHue = (categoryId: number) => (categoryId * 47) % 360;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A placeholder product picture for demo data: a colour (by category), a panel-like grid and the product's short name. */
export function productSvg(title: string, subtitle: string, hue: number, width: number, height: number): string {
  const cell = Math.round(Math.min(width, height) / 9);
  const gridW = cell * 4;
  const gridH = cell * 5;
  const x0 = Math.round(width / 2 - gridW / 2);
  const y0 = Math.round(height * 0.12);
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 4; col++) {
      cells.push(`<rect x="${x0 + col * cell + 2}" y="${y0 + row * cell + 2}" width="${cell - 4}" height="${cell - 4}" rx="3" fill="hsl(${hue},55%,28%)"/>`);
    }
  }
  const fontSize = Math.max(14, Math.round(Math.min(width / 28, height / 14)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,92%)"/><stop offset="1" stop-color="hsl(${hue},45%,80%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<rect x="${x0 - 4}" y="${y0 - 4}" width="${gridW + 8}" height="${gridH + 8}" rx="6" fill="hsl(${hue},30%,70%)"/>
${cells.join('')}
<text x="50%" y="${Math.min(height - fontSize * 1.6, y0 + gridH + fontSize * 1.8)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="hsl(${hue},40%,20%)">${escapeXml(title)}</text>
<text x="50%" y="${Math.min(height - fontSize * 0.4, y0 + gridH + fontSize * 3.1)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(fontSize * 0.7)}" fill="hsl(${hue},25%,30%)">${escapeXml(subtitle)}</text>
</svg>`;
}

/** One placeholder picture of a demo product in every IMAGE_SIZES size, stored as `${folder}/<size>.svg`. */
export async function storePlaceholderPicture(storage: FileStorage, folder: string, title: string, subtitle: string, hue: number): Promise<UploadRendition[]> {
  const renditions: UploadRendition[] = [];
  for (const size of IMAGE_SIZES) {
    const path = `${folder}/${size.name}.svg`;
    await storage.put(path, productSvg(title, subtitle, hue, size.width, size.height), 'image/svg+xml');
    renditions.push({ type: size.name, path });
  }
  return renditions;
}
