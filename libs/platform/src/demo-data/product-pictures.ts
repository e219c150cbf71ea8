import { IMAGE_SIZES } from '@solar/contracts';
import type { FileStorage } from '../file-storage';

/*
 * Drawn product pictures for demo data: one simple, recognisable drawing per kind of product (a panel, an
 * inverter box, a battery cabinet, a cable reel...), a panel as its model is built (PanelLook: cells, frame,
 * backsheet), in three views (the product, its rating plate, a close-up), each stored in every IMAGE_SIZES
 * size. Drawings are a few kilobytes of SVG and need no asset files.
 */
export const PRODUCT_PICTURE_KINDS = [
  'panel',
  'inverter',
  'battery',
  'racking',
  'cable',
  'kit',
  'connector',
  'breaker',
  'portable',
  'light',
  'ev-charger',
  'cleaning',
  'cabin',
  'generator',
  'controller',
  'monitor',
  'pump',
  'water-heater',
  'hybrid',
  'transformer',
] as const;
export type ProductPictureKind = (typeof PRODUCT_PICTURE_KINDS)[number];

/**
 * What tells one solar module from another at a glance, as its maker builds it: the cells (how many, how they
 * sit, mono or poly), the frame and what shows between the cells (the backsheet, or the rear glass of a
 * glass-glass bifacial module).
 */
export interface PanelLook {
  /** Cells as the maker counts them: a half-cut module counts the halves (108, 120, 132, 144). */
  cells: number;
  /** Cells across the module's width (6 for most modules; the rest run down its length). */
  columns: number;
  /** Cells cut in half, the module split into an upper and a lower half. */
  halfCut: boolean;
  /** Monocrystalline cells are near black with cut corners, polycrystalline ones blue and square; thin film is strips. */
  cell: 'mono' | 'poly' | 'thin-film';
  /** Busbars over each column of cells: 0 for back-contact cells (nothing on the front). */
  busbars: number;
  frame: 'black' | 'silver' | 'none';
  backsheet: 'white' | 'black' | 'transparent';
  /** The module's length over its width. */
  aspect: number;
}

export interface ProductPicture {
  kind: ProductPictureKind;
  /** The wordmark printed on the product and the plate. */
  brand: string;
  model: string;
  /** Rating-plate rows, e.g. ['Pmax', '430 W']. */
  plate: readonly (readonly [string, string])[];
  hue: number;
  /** A panel drawn as its model is built; without it a panel is the generic drawing. */
  panel?: PanelLook;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const FONT = 'font-family="Helvetica, Arial, sans-serif"';
const text = (x: number, y: number, size: number, value: string, fill: string, extra = '') =>
  `<text x="${x}" y="${y}" ${FONT} font-size="${size}" fill="${fill}" ${extra}>${escapeXml(value)}</text>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const repeat = (count: number, draw: (n: number) => string) => Array.from({ length: count }, (_, n) => draw(n)).join('');

const STEEL = '#c9ced6';
const DARK = '#2b3038';
const CELL = '#1d3a6b';

function panel(x: number, y: number, w: number, h: number, cols = 6, rows = 10): string {
  const cw = (w - 8) / cols;
  const ch = (h - 8) / rows;
  return (
    rect(x, y, w, h, STEEL, 'rx="3"') +
    rect(x + 4, y + 4, w - 8, h - 8, CELL) +
    repeat(
      cols - 1,
      (c) => `<line x1="${x + 4 + (c + 1) * cw}" y1="${y + 4}" x2="${x + 4 + (c + 1) * cw}" y2="${y + h - 4}" stroke="#9fb4d6" stroke-width="0.8"/>`,
    ) +
    repeat(
      rows - 1,
      (r) => `<line x1="${x + 4}" y1="${y + 4 + (r + 1) * ch}" x2="${x + w - 4}" y2="${y + 4 + (r + 1) * ch}" stroke="#9fb4d6" stroke-width="0.8"/>`,
    )
  );
}

const PANEL_COLOURS = {
  frame: { black: '#1b1d21', silver: '#c9ced6', none: 'none' },
  backsheet: { white: '#eef1f4', black: '#050607', transparent: 'rgba(214,228,238,0.45)' },
  cell: { mono: '#141a24', poly: '#2f5fa8', 'thin-film': '#1d1f24' },
  busbar: { mono: '#8d96a3', poly: '#b9c4d3', 'thin-film': '#8d96a3' },
} as const;

const n1 = (value: number) => Math.round(value * 10) / 10;

/** Where a module sits on the 400 × 300 canvas: upright, as tall as fits, as wide as its proportions make it. */
function moduleBox(look: PanelLook) {
  const h = 256;
  const w = Math.min(230, h / Math.max(1, look.aspect));
  return { x: 200 - w / 2, y: 22, w, h };
}

/**
 * A module drawn from its look: the frame, the backsheet showing between the cells, one outline per cell in a
 * single path (class "cells": one `M` per cell, so the drawing can be counted), the busbars, and the gap across
 * the middle of a half-cut module.
 */
function panelModule(look: PanelLook): string {
  const { x, y, w, h } = moduleBox(look);
  const frameWidth = look.frame === 'none' ? 1.5 : 5;
  const ix = x + frameWidth;
  const iy = y + frameWidth;
  const iw = w - 2 * frameWidth;
  const ih = h - 2 * frameWidth;
  const strips = look.cell === 'thin-film';
  const columns = strips ? 1 : Math.max(1, look.columns);
  const rows = Math.ceil(look.cells / columns);
  const gap = strips ? 0.8 : 1.4;
  const split = look.halfCut ? 4 : 0;
  const cw = (iw - (columns + 1) * gap) / columns;
  const ch = (ih - (rows + 1) * gap - split) / rows;
  const chamfer = look.cell === 'mono' ? Math.min(cw, ch * (look.halfCut ? 2 : 1)) * 0.14 : 0;
  let cells = '';
  for (let row = 0; row < rows; row++) {
    const top = iy + gap + row * (ch + gap) + (look.halfCut && row >= rows / 2 ? split : 0);
    for (let col = 0; col < columns && row * columns + col < look.cells; col++) {
      const left = ix + gap + col * (cw + gap);
      if (!chamfer) {
        cells += `M${n1(left)} ${n1(top)}h${n1(cw)}v${n1(ch)}h${n1(-cw)}z`;
      } else if (!look.halfCut) {
        const k = chamfer;
        cells += `M${n1(left + k)} ${n1(top)}h${n1(cw - 2 * k)}l${n1(k)} ${n1(k)}v${n1(ch - 2 * k)}l${n1(-k)} ${n1(k)}h${n1(-(cw - 2 * k))}l${n1(-k)} ${n1(-k)}v${n1(-(ch - 2 * k))}z`;
      } else if (row % 2 === 0) {
        // The upper half of a cut cell keeps the square cell's top corners, the lower half its bottom ones.
        const k = chamfer;
        cells += `M${n1(left + k)} ${n1(top)}h${n1(cw - 2 * k)}l${n1(k)} ${n1(k)}v${n1(ch - k)}h${n1(-cw)}v${n1(-(ch - k))}z`;
      } else {
        const k = chamfer;
        cells += `M${n1(left)} ${n1(top)}h${n1(cw)}v${n1(ch - k)}l${n1(-k)} ${n1(k)}h${n1(-(cw - 2 * k))}l${n1(-k)} ${n1(-k)}z`;
      }
    }
  }
  let busbars = '';
  if (!strips) {
    for (let col = 0; col < columns; col++) {
      const left = ix + gap + col * (cw + gap);
      for (let bar = 1; bar <= look.busbars; bar++) busbars += `M${n1(left + (cw * bar) / (look.busbars + 1))} ${n1(iy + gap)}V${n1(iy + ih - gap)}`;
    }
  }
  const frame =
    look.frame === 'none'
      ? rect(x, y, w, h, PANEL_COLOURS.backsheet[look.backsheet], 'rx="6" class="frame" data-frame="none" stroke="#6c757d" stroke-width="0.8"')
      : rect(x, y, w, h, PANEL_COLOURS.frame[look.frame], `rx="2" class="frame" data-frame="${look.frame}"`);
  return (
    frame +
    rect(ix, iy, iw, ih, PANEL_COLOURS.backsheet[look.backsheet], `class="backsheet" data-backsheet="${look.backsheet}"`) +
    `<path class="cells" data-cell="${look.cell}" d="${cells}" fill="${PANEL_COLOURS.cell[look.cell]}"/>` +
    (busbars
      ? `<path class="busbars" d="${busbars}" stroke="${PANEL_COLOURS.busbar[look.cell]}" stroke-width="0.5" opacity="${look.backsheet === 'black' ? 0.3 : 0.8}"/>`
      : '') +
    (look.cell === 'poly'
      ? `<path d="M${n1(ix)} ${n1(iy + ih * 0.2)}L${n1(ix + iw)} ${n1(iy + ih * 0.05)}" stroke="#ffffff" stroke-width="${n1(iw * 0.25)}" opacity="0.07"/>`
      : '')
  );
}

/** The module upright and slightly turned, on a post, as the generic panel drawing stands. */
const panelDrawing = (look: PanelLook) =>
  `<g transform="translate(200 150) skewX(-8) translate(-200 -150)">${panelModule(look)}</g>` + rect(196, 278, 8, 16, '#8a9099');

/** The close-up of a module: its top corner, where frame, cells and busbars show. */
function panelDetail(look: PanelLook): [number, number, number, number] {
  const { x, y } = moduleBox(look);
  return [n1(x + 4), y - 8, 120, 90];
}

function box(x: number, y: number, w: number, h: number, fill: string, brand: string, accent: string): string {
  return (
    rect(x + 4, y + 6, w, h, 'rgba(0,0,0,0.15)', 'rx="10"') +
    rect(x, y, w, h, fill, `rx="10" stroke="#9aa1ab"`) +
    text(x + w / 2, y + 26, 14, brand, accent, 'text-anchor="middle" font-weight="700"')
  );
}

/** Each drawing fills a 400 × 300 canvas; `brand` is printed where the maker's name sits on the product. */
const DRAWINGS: Record<ProductPictureKind, (brand: string, accent: string) => string> = {
  panel: () => `<g transform="translate(200 150) skewX(-8) translate(-200 -150)">${panel(130, 22, 150, 250)}</g>` + rect(176, 272, 8, 18, '#8a9099'),
  inverter: (brand, accent) =>
    box(120, 40, 160, 220, '#eef0f3', brand, accent) +
    rect(150, 80, 100, 50, '#1f2a37', 'rx="4"') +
    `<polyline points="158,120 175,104 190,112 210,92 242,100" fill="none" stroke="#5ee0a0" stroke-width="2"/>` +
    repeat(3, (n) => `<circle cx="${170 + n * 30}" cy="150" r="5" fill="${['#3cb371', '#f0ad4e', '#adb5bd'][n]}"/>`) +
    repeat(4, (n) => rect(145 + n * 30, 240, 14, 20, DARK, 'rx="3"')) +
    repeat(7, (n) => rect(282, 60 + n * 26, 12, 16, '#aab0b8', 'rx="2"')),
  battery: (brand, accent) =>
    box(135, 20, 130, 262, '#f7f8fa', brand, accent) +
    repeat(5, (n) => rect(160 + n * 17, 56, 12, 5, n < 4 ? '#3cb371' : '#ced4da', 'rx="2"')) +
    repeat(4, (n) => rect(145, 70 + n * 50, 110, 43, '#e9ecef', 'rx="6" stroke="#ced4da"')) +
    rect(190, 274, 20, 4, '#adb5bd'),
  racking: () =>
    `<g transform="rotate(-12 200 150)">` +
    repeat(
      2,
      (n) =>
        rect(40, 110 + n * 70, 320, 16, '#b8bec7', 'rx="2" stroke="#8a9099"') + repeat(4, (k) => rect(70 + k * 80, 104 + n * 70, 14, 28, '#6c757d', 'rx="2"')),
    ) +
    `</g>` +
    repeat(4, (k) => `<path d="M${78 + k * 80} ${206 - k * 17} l0 40 l-18 0" fill="none" stroke="#6c757d" stroke-width="6"/>`),
  cable: () =>
    `<circle cx="200" cy="150" r="118" fill="#d9a066" stroke="#a8733c" stroke-width="6"/>` +
    repeat(6, (n) => `<circle cx="200" cy="150" r="${104 - n * 11}" fill="none" stroke="${n % 2 ? '#b22222' : '#1b1b1b'}" stroke-width="10"/>`) +
    `<circle cx="200" cy="150" r="34" fill="#c08a52" stroke="#a8733c" stroke-width="4"/><circle cx="200" cy="150" r="12" fill="#5a3a1a"/>` +
    `<path d="M300 210 q60 30 90 80" fill="none" stroke="#1b1b1b" stroke-width="9"/>`,
  kit: (brand, accent) =>
    panel(20, 40, 130, 210) +
    panel(160, 60, 110, 190) +
    box(290, 70, 90, 110, '#eef0f3', brand, accent) +
    rect(305, 110, 60, 30, '#1f2a37', 'rx="3"') +
    rect(290, 190, 90, 80, '#f7f8fa', 'rx="8" stroke="#9aa1ab"') +
    rect(305, 205, 60, 6, '#3cb371', 'rx="2"'),
  connector: () =>
    `<g transform="rotate(-15 200 150)">` +
    rect(40, 120, 150, 40, '#1b1b1b', 'rx="12"') +
    repeat(5, (n) => rect(70 + n * 16, 116, 8, 48, '#333', 'rx="2"')) +
    rect(190, 128, 30, 24, '#b0b0b0', 'rx="3"') +
    rect(230, 120, 150, 40, '#1b1b1b', 'rx="12"') +
    repeat(5, (n) => rect(290 + n * 16, 116, 8, 48, '#333', 'rx="2"')) +
    rect(232, 128, 20, 24, '#2a5db0', 'rx="3"') +
    rect(0, 134, 42, 12, '#b22222', 'rx="6"') +
    rect(378, 134, 40, 12, '#1b1b1b', 'rx="6"') +
    `</g>`,
  breaker: (brand, accent) =>
    box(90, 30, 220, 240, '#dde1e6', brand, accent) +
    rect(110, 60, 180, 190, '#f2f4f6', 'rx="4"') +
    rect(110, 140, 180, 10, '#9aa1ab') +
    repeat(6, (n) => rect(118 + n * 28, 95, 24, 90, '#fafafa', 'rx="3" stroke="#adb5bd"') + rect(124 + n * 28, 110 + (n % 2) * 30, 12, 24, DARK, 'rx="2"')),
  portable: (brand) =>
    panel(30, 60, 160, 200, 4, 8) +
    box(215, 120, 160, 130, '#3a3f47', brand, '#f8f9fa') +
    rect(235, 100, 120, 22, 'none', 'rx="10" stroke="#3a3f47" stroke-width="10"') +
    rect(240, 160, 70, 40, '#9fe3ff', 'rx="4"') +
    text(275, 186, 16, '87%', '#1f2a37', 'text-anchor="middle" font-weight="700"') +
    repeat(3, (n) => `<circle cx="${330 + (n % 2) * 20}" cy="${170 + n * 20}" r="6" fill="#111"/>`),
  light: () =>
    rect(192, 90, 10, 205, '#8a9099') +
    `<path d="M197 95 q0 -40 70 -45" fill="none" stroke="#8a9099" stroke-width="8"/>` +
    rect(235, 36, 120, 26, '#3a3f47', 'rx="8"') +
    rect(245, 60, 100, 8, '#fff7c2', 'rx="3"') +
    `<path d="M245 68 L215 160 L375 160 L345 68 Z" fill="rgba(255,240,150,0.35)"/>` +
    `<g transform="rotate(-20 150 70)">${panel(95, 50, 110, 60, 6, 3)}</g>`,
  'ev-charger': (brand, accent) =>
    box(140, 30, 120, 180, '#f7f8fa', brand, accent) +
    `<circle cx="200" cy="110" r="30" fill="#1f2a37"/><circle cx="200" cy="110" r="22" fill="none" stroke="#3cb371" stroke-width="4"/>` +
    `<path d="M200 210 q-10 60 60 60 q70 0 40 -60" fill="none" stroke="#1b1b1b" stroke-width="9"/>` +
    rect(285, 130, 34, 60, '#2b3038', 'rx="8"') +
    rect(292, 120, 20, 14, '#5a6270', 'rx="3"'),
  cleaning: () =>
    `<g transform="skewX(-8)">${panel(60, 160, 320, 110, 10, 3)}</g>` +
    `<path d="M60 40 L240 170" stroke="#f0ad4e" stroke-width="10" stroke-linecap="round"/>` +
    rect(200, 160, 110, 26, '#2a5db0', 'rx="8" transform="rotate(35 255 173)"') +
    repeat(10, (n) => `<line x1="${212 + n * 9}" y1="195" x2="${206 + n * 9}" y2="212" stroke="#1b1b1b" stroke-width="3" transform="rotate(35 255 173)"/>`),
  cabin: () =>
    rect(80, 140, 240, 130, '#a0522d') +
    `<path d="M60 150 L200 50 L340 150 Z" fill="#5c3a21"/>` +
    `<polygon points="102,120 172,70 186,90 116,140" fill="${CELL}" stroke="${STEEL}" stroke-width="3"/><line x1="109" y1="130" x2="179" y2="80" stroke="#9fb4d6"/>` +
    rect(180, 200, 40, 70, '#3b2414') +
    rect(110, 180, 40, 34, '#cfe8ff', 'stroke="#3b2414" stroke-width="4"') +
    rect(250, 180, 40, 34, '#cfe8ff', 'stroke="#3b2414" stroke-width="4"'),
  generator: (brand, accent) =>
    `<rect x="70" y="80" width="260" height="170" rx="16" fill="none" stroke="#2b3038" stroke-width="10"/>` +
    rect(90, 60, 220, 40, accent, 'rx="8"') +
    text(200, 87, 16, brand, '#fff', 'text-anchor="middle" font-weight="700"') +
    rect(100, 130, 110, 100, '#3a3f47', 'rx="8"') +
    rect(220, 130, 90, 100, '#c9ced6', 'rx="8"') +
    repeat(3, (n) => `<circle cx="${240 + n * 24}" cy="160" r="7" fill="#1b1b1b"/>`) +
    repeat(2, (n) => `<circle cx="${100 + n * 200}" cy="260" r="20" fill="#1b1b1b"/>`),
  controller: (brand) =>
    box(110, 50, 180, 200, '#2a5db0', brand, '#fff') +
    rect(145, 80, 110, 50, '#dff5ff', 'rx="4"') +
    text(200, 113, 20, '13.6V', '#1f2a37', 'text-anchor="middle" font-weight="700"') +
    repeat(4, (n) => rect(135 + n * 34, 200, 26, 30, '#e9ecef', 'rx="3"')) +
    repeat(9, (n) => rect(292, 60 + n * 20, 16, 12, '#9aa1ab', 'rx="2"')),
  monitor: (brand, accent) =>
    box(120, 40, 160, 220, '#ffffff', brand, accent) +
    rect(140, 70, 120, 90, '#1f2a37', 'rx="6"') +
    repeat(7, (n) => rect(150 + n * 15, 140 - [20, 35, 55, 62, 48, 30, 15][n]!, 10, [20, 35, 55, 62, 48, 30, 15][n]!, '#f0ad4e')) +
    `<circle cx="200" cy="205" r="16" fill="none" stroke="${accent}" stroke-width="4"/>`,
  pump: (brand, accent) =>
    rect(150, 20, 56, 250, '#c9ced6', 'rx="20" stroke="#8a9099"') +
    repeat(8, (n) => rect(150, 150 + n * 12, 56, 4, '#8a9099')) +
    text(178, 80, 12, brand.slice(0, 8), accent, 'text-anchor="middle" font-weight="700" transform="rotate(-90 178 80)"') +
    `<path d="M178 20 q0 -10 60 -10 q60 0 60 60" fill="none" stroke="#1b1b1b" stroke-width="5"/>` +
    box(240, 70, 120, 110, '#eef0f3', '', accent) +
    rect(260, 100, 80, 30, '#1f2a37', 'rx="3"'),
  'water-heater': () =>
    repeat(10, (n) => rect(70 + n * 26, 90, 16, 190, '#2b3038', 'rx="8"') + rect(73 + n * 26, 95, 10, 180, '#4d5a6b', 'rx="5"')) +
    rect(50, 40, 300, 50, '#c9ced6', 'rx="25" stroke="#8a9099"') +
    rect(50, 270, 300, 10, '#8a9099', 'rx="3"'),
  hybrid: (brand, accent) =>
    box(70, 40, 130, 170, '#eef0f3', brand, accent) +
    rect(95, 80, 80, 40, '#1f2a37', 'rx="4"') +
    repeat(3, (n) => `<circle cx="${115 + n * 20}" cy="140" r="5" fill="${['#3cb371', '#3cb371', '#adb5bd'][n]}"/>`) +
    repeat(3, (n) => rect(220, 40 + n * 80, 120, 72, '#f7f8fa', 'rx="8" stroke="#9aa1ab"') + rect(240, 70 + n * 80, 80, 6, '#3cb371', 'rx="2"')),
  transformer: (brand) =>
    box(80, 90, 240, 180, '#4f7d4a', brand, '#fff') +
    repeat(9, (n) => rect(94 + n * 25, 130, 12, 120, '#3f6a3b', 'rx="3"')) +
    repeat(3, (n) => rect(130 + n * 60, 40, 20, 52, '#8b5a2b', 'rx="4"') + repeat(3, (k) => rect(124 + n * 60, 48 + k * 14, 32, 6, '#a26b35', 'rx="3"'))),
};

/** A close-up of each drawing: the part of the 400 × 300 canvas a detail photo would show. */
const DETAIL: Record<ProductPictureKind, [number, number, number, number]> = {
  panel: [140, 30, 120, 90],
  inverter: [130, 60, 140, 105],
  battery: [140, 20, 130, 98],
  racking: [40, 80, 160, 120],
  cable: [140, 90, 140, 105],
  kit: [280, 60, 110, 82],
  connector: [150, 90, 120, 90],
  breaker: [110, 80, 160, 120],
  portable: [215, 110, 160, 120],
  light: [200, 20, 180, 135],
  'ev-charger': [150, 70, 110, 82],
  cleaning: [180, 140, 140, 105],
  cabin: [190, 60, 150, 112],
  generator: [200, 110, 140, 105],
  controller: [120, 60, 170, 128],
  monitor: [130, 60, 140, 105],
  pump: [140, 130, 90, 68],
  'water-heater': [60, 30, 200, 150],
  hybrid: [210, 40, 140, 105],
  transformer: [100, 30, 200, 150],
};

const background = (hue: number) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},35%,96%)"/><stop offset="1" stop-color="hsl(${hue},25%,86%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#bg)"/>`;
const accentOf = (hue: number) => `hsl(${hue},60%,35%)`;

function frame(width: number, height: number, label: string, hue: number, viewBox: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `${background(hue)}<svg x="${width * 0.04}" y="${height * 0.04}" width="${width * 0.92}" height="${height * 0.92}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid meet">${body}</svg></svg>`
  );
}

/** The rating plate: the drawing small on the left, the maker, model and ratings on a label. */
function plate(picture: ProductPicture, drawing: string): string {
  const rows = picture.plate.slice(0, 6);
  return (
    `<g transform="translate(0 30) scale(0.42)">${drawing}</g>` +
    rect(180, 30, 210, 240, '#ffffff', 'rx="6" stroke="#adb5bd"') +
    rect(180, 30, 210, 36, accentOf(picture.hue), 'rx="6"') +
    text(192, 54, 15, picture.brand, '#fff', 'font-weight="700"') +
    text(192, 88, 13, picture.model.slice(0, 26), DARK, 'font-weight="700"') +
    rows
      .map(
        ([label, value], n) => text(192, 116 + n * 24, 11, label, '#6c757d') + text(380, 116 + n * 24, 11, value, DARK, 'text-anchor="end" font-weight="700"'),
      )
      .join('') +
    `<path d="M192 ${262} l12 -14 l12 14 z" fill="none" stroke="${DARK}" stroke-width="1.5"/>` +
    text(224, 260, 9, 'CE  UL  IEC', '#6c757d')
  );
}

export type ProductView = 'front' | 'plate' | 'detail';
export const PRODUCT_VIEWS: readonly ProductView[] = ['front', 'plate', 'detail'];

/** One view of a product in one size. */
export function productPictureSvg(picture: ProductPicture, view: ProductView, width: number, height: number): string {
  const look = picture.kind === 'panel' ? picture.panel : undefined;
  const drawing = look ? panelDrawing(look) : DRAWINGS[picture.kind](picture.brand, accentOf(picture.hue));
  const label = `${picture.brand} ${picture.model}`;
  if (view === 'plate') return frame(width, height, `${label}: rating plate`, picture.hue, '0 0 400 300', plate(picture, drawing));
  if (view === 'detail') return frame(width, height, `${label}: detail`, picture.hue, (look ? panelDetail(look) : DETAIL[picture.kind]).join(' '), drawing);
  return frame(width, height, label, picture.hue, '0 0 400 300', drawing);
}

export interface StoredProductPicture {
  /** The view's position among the item's pictures; its renditions share it. */
  order: number;
  type: string;
  path: string;
  width: number;
  height: number;
}

/** The product's three views, each in every IMAGE_SIZES size, stored as `${folder}/<view>-<size>.svg`. */
export async function storeProductPictures(storage: FileStorage, folder: string, picture: ProductPicture): Promise<StoredProductPicture[]> {
  const stored: StoredProductPicture[] = [];
  for (const [order, view] of PRODUCT_VIEWS.entries()) {
    for (const size of IMAGE_SIZES) {
      const path = `${folder}/${view}-${size.name}.svg`;
      await storage.put(path, productPictureSvg(picture, view, size.width, size.height), 'image/svg+xml');
      stored.push({ order, type: size.name, path, width: size.width, height: size.height });
    }
  }
  return stored;
}

/** A square wordmark logo for a demo brand: its initials on a tile of its colour and its name beneath. */
export function brandLogoSvg(name: string, hue: number): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const initials = (
    words.length > 1
      ? words
          .slice(0, 2)
          .map((w) => w[0])
          .join('')
      : name.replace(/[^A-Za-z0-9]/g, '').slice(0, 2)
  ).toUpperCase();
  const fontSize = name.length > 14 ? 11 : name.length > 9 ? 13 : 16;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="${escapeXml(name)}">` +
    rect(0, 0, 120, 120, '#ffffff', 'rx="14"') +
    rect(30, 12, 60, 60, `hsl(${hue},62%,38%)`, 'rx="12"') +
    `<path d="M30 58 q30 -16 60 0 v2 q0 12 -12 12 h-36 q-12 0 -12 -12z" fill="hsl(${hue},62%,30%)"/>` +
    text(60, 53, 26, initials, '#ffffff', 'text-anchor="middle" font-weight="700"') +
    text(60, 100, fontSize, name, `hsl(${hue},45%,22%)`, 'text-anchor="middle" font-weight="700"') +
    '</svg>'
  );
}

/** The logo stored at `brands/<slug>.svg`; returns its path. */
export async function storeBrandLogo(storage: FileStorage, slug: string, name: string, hue: number): Promise<string> {
  const path = `brands/${slug}.svg`;
  await storage.put(path, brandLogoSvg(name, hue), 'image/svg+xml');
  return path;
}
