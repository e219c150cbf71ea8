/**
 * Makes the seeded videos' clips (services/content/assets/videos/<slug>.webm) from the chapters in
 * src/seed/library-seed.ts: one title card per chapter, with a turning sun so the picture visibly plays, drawn
 * on a canvas in Chromium, encoded to VP8 by the browser's WebCodecs and written here into a WebM file with its
 * duration and a cue per key frame (a key frame at each chapter start, so a chapter link seeks to it exactly).
 *
 * Run once after changing the chapters (needs Chromium, as the browser tests do; Node 24 reads the seed's
 * TypeScript as it is):
 *   node services/content/scripts/make-demo-videos.mjs
 * The clips are ours, drawn here: no footage or music of anyone else's.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { SEED_CLIP_SECONDS, VIDEOS } from '../src/seed/library-seed.ts';

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 10;
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'videos');

/** Draws and encodes one clip in the page; answers the encoded frames. */
async function encodeInPage(video, seconds) {
  const { WIDTH: width, HEIGHT: height, FPS: fps } = window.CLIP;
  const canvas = new OffscreenCanvas(width, height);
  const g = canvas.getContext('2d');
  const chapters = video.chapters;
  const chapterAt = (t) => chapters.reduce((found, chapter, index) => (t >= chapter.start_seconds ? index : found), 0);

  const wrap = (text, max) => {
    const words = text.split(' ');
    const lines = [''];
    for (const word of words) {
      const line = lines[lines.length - 1];
      const next = line ? `${line} ${word}` : word;
      if (g.measureText(next).width > max && line) lines.push(word);
      else lines[lines.length - 1] = next;
    }
    return lines;
  };

  const draw = (t) => {
    const index = chapterAt(t);
    const chapter = chapters[index];
    const sky = g.createLinearGradient(0, 0, width, height);
    sky.addColorStop(0, '#0f2741');
    sky.addColorStop(1, '#184a73');
    g.fillStyle = sky;
    g.fillRect(0, 0, width, height);
    // The turning sun: its rays advance every frame.
    const cx = width - 110;
    const cy = 110;
    g.save();
    g.translate(cx, cy);
    g.rotate((t * Math.PI) / 4);
    g.strokeStyle = '#f5a524';
    g.lineWidth = 6;
    g.lineCap = 'round';
    for (let ray = 0; ray < 12; ray++) {
      g.rotate(Math.PI / 6);
      g.beginPath();
      g.moveTo(0, 46);
      g.lineTo(0, 66);
      g.stroke();
    }
    g.restore();
    g.fillStyle = '#f5a524';
    g.beginPath();
    g.arc(cx, cy, 34, 0, Math.PI * 2);
    g.fill();
    // A panel under the sun.
    g.fillStyle = '#0b1d31';
    g.strokeStyle = '#8fb3d9';
    g.lineWidth = 2;
    g.beginPath();
    g.moveTo(cx - 80, 250);
    g.lineTo(cx + 60, 250);
    g.lineTo(cx + 80, 200);
    g.lineTo(cx - 60, 200);
    g.closePath();
    g.fill();
    g.stroke();
    for (let col = 1; col < 4; col++) {
      g.beginPath();
      g.moveTo(cx - 80 + col * 35, 250);
      g.lineTo(cx - 60 + col * 35, 200);
      g.stroke();
    }
    g.beginPath();
    g.moveTo(cx - 70, 225);
    g.lineTo(cx + 70, 225);
    g.stroke();

    g.fillStyle = '#c9d8e8';
    g.font = '600 16px sans-serif';
    g.fillText('Solar Marketplace · Video guide', 32, 42);
    g.font = '15px sans-serif';
    g.fillText(wrap(video.title, 380)[0], 32, 66);
    g.fillStyle = '#f5a524';
    g.font = '700 17px sans-serif';
    g.fillText(`Chapter ${index + 1} of ${chapters.length}`, 32, 140);
    g.fillStyle = '#ffffff';
    g.font = '700 34px sans-serif';
    wrap(chapter.title, 400)
      .slice(0, 3)
      .forEach((line, n) => g.fillText(line, 32, 184 + n * 40));
    // The chapters as a bar along the bottom: done, current, to come.
    const barY = height - 30;
    const gap = 6;
    const segment = (width - 64 - gap * (chapters.length - 1)) / chapters.length;
    chapters.forEach((_, n) => {
      g.fillStyle = n < index ? '#f5a524' : n === index ? '#ffd27a' : 'rgba(255,255,255,0.25)';
      g.fillRect(32 + n * (segment + gap), barY, segment, 6);
    });
  };

  const chunks = [];
  let config = null;
  const encoder = new VideoEncoder({
    output: (chunk, meta) => {
      if (meta?.decoderConfig) config = meta.decoderConfig;
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      let binary = '';
      for (const byte of data) binary += String.fromCharCode(byte);
      chunks.push({ timestamp: chunk.timestamp, key: chunk.type === 'key', data: btoa(binary) });
    },
    error: (error) => {
      throw error;
    },
  });
  encoder.configure({ codec: 'vp8', width, height, bitrate: 36_000, framerate: fps, latencyMode: 'quality' });
  const starts = new Set(chapters.map((chapter) => Math.round(chapter.start_seconds * fps)));
  for (let n = 0; n < seconds * fps; n++) {
    const t = n / fps;
    draw(t);
    const frame = new VideoFrame(canvas, { timestamp: Math.round((n * 1_000_000) / fps), duration: Math.round(1_000_000 / fps) });
    encoder.encode(frame, { keyFrame: starts.has(n) });
    frame.close();
  }
  await encoder.flush();
  encoder.close();
  return { chunks, codec: config?.codec ?? 'vp8' };
}

// ---- A WebM (Matroska) writer: just what one video track needs ------------------------------------------------

const bytes = (...parts) => Buffer.concat(parts.map((part) => (Buffer.isBuffer(part) ? part : Buffer.from(part))));

/** An EBML element size as a variable-length integer, in `width` bytes (the smallest that fits when not given). */
function vint(value, width) {
  let length = width ?? 1;
  while (!width && value >= 2 ** (7 * length) - 1) length++;
  const out = Buffer.alloc(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0] |= 1 << (8 - length);
  return out;
}

const id = (hex) => Buffer.from(hex, 'hex');
const element = (hexId, payload) => bytes(id(hexId), vint(payload.length), payload);

function uint(value, width) {
  let length = width ?? 1;
  while (!width && value >= 2 ** (8 * length)) length++;
  const out = Buffer.alloc(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return out;
}

const float64 = (value) => {
  const out = Buffer.alloc(8);
  out.writeDoubleBE(value);
  return out;
};

/** The clip as a WebM file: header, segment info with the duration, the track, cues, then a cluster per key frame. */
function webm({ chunks, codec }, seconds) {
  const ebml = element(
    '1a45dfa3',
    bytes(
      element('4286', uint(1)),
      element('42f7', uint(1)),
      element('42f2', uint(4)),
      element('42f3', uint(8)),
      element('4282', Buffer.from('webm')),
      element('4287', uint(2)),
      element('4285', uint(2)),
    ),
  );
  const info = element(
    '1549a966',
    bytes(
      element('2ad7b1', uint(1_000_000)),
      element('4489', float64(seconds * 1000)),
      element('4d80', Buffer.from('solar-marketplace demo clips')),
      element('5741', Buffer.from('make-demo-videos.mjs')),
    ),
  );
  const tracks = element(
    '1654ae6b',
    element(
      'ae',
      bytes(
        element('d7', uint(1)),
        element('73c5', uint(1)),
        element('83', uint(1)),
        element('9c', uint(0)),
        element('86', Buffer.from(codec.startsWith('vp09') ? 'V_VP9' : 'V_VP8')),
        element('e0', bytes(element('b0', uint(WIDTH)), element('ba', uint(HEIGHT)))),
      ),
    ),
  );

  // A cluster starts at each key frame; its blocks' times are relative to it, in milliseconds.
  const clusters = [];
  for (const chunk of chunks) {
    const ms = Math.round(chunk.timestamp / 1000);
    if (chunk.key || clusters.length === 0) clusters.push({ time: ms, blocks: [] });
    const cluster = clusters[clusters.length - 1];
    const relative = Buffer.alloc(2);
    relative.writeInt16BE(ms - cluster.time);
    cluster.blocks.push(element('a3', bytes(vint(1), relative, uint(chunk.key ? 0x80 : 0), Buffer.from(chunk.data, 'base64'))));
  }
  const clusterBytes = clusters.map((cluster) => element('1f43b675', bytes(element('e7', uint(cluster.time, 4)), ...cluster.blocks)));

  // Positions are from the segment's data start; fixed widths keep the cues' own size independent of them.
  const cuesFor = (offsets) =>
    element(
      '1c53bb6b',
      bytes(
        ...clusters.map((cluster, n) =>
          element('bb', bytes(element('b3', uint(cluster.time, 4)), element('b7', bytes(element('f7', uint(1)), element('f1', uint(offsets[n], 8)))))),
        ),
      ),
    );
  const seekEntry = (hexId, position) => element('4dbb', bytes(element('53ab', id(hexId)), element('53ac', uint(position, 8))));
  const seekHeadFor = (positions) =>
    element('114d9b74', bytes(seekEntry('1549a966', positions.info), seekEntry('1654ae6b', positions.tracks), seekEntry('1c53bb6b', positions.cues)));

  const placeholderSeek = seekHeadFor({ info: 0, tracks: 0, cues: 0 });
  const cuesSize = cuesFor(clusters.map(() => 0)).length;
  const infoAt = placeholderSeek.length;
  const tracksAt = infoAt + info.length;
  const cuesAt = tracksAt + tracks.length;
  let at = cuesAt + cuesSize;
  const offsets = clusterBytes.map((cluster) => {
    const here = at;
    at += cluster.length;
    return here;
  });
  const body = bytes(seekHeadFor({ info: infoAt, tracks: tracksAt, cues: cuesAt }), info, tracks, cuesFor(offsets), ...clusterBytes);
  return bytes(ebml, id('18538067'), vint(body.length, 8), body);
}

const server = createServer((_req, res) => res.end('<!doctype html><title>clips</title>')).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
// WebCodecs needs a secure context: a page of localhost is one.
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.evaluate(
    (clip) => {
      window.CLIP = clip;
    },
    { WIDTH, HEIGHT, FPS },
  );
  mkdirSync(OUT, { recursive: true });
  let total = 0;
  for (const video of VIDEOS) {
    const encoded = await page.evaluate(encodeInPage, { title: video.title, chapters: video.chapters }, SEED_CLIP_SECONDS);
    const file = webm(encoded, SEED_CLIP_SECONDS);
    writeFileSync(join(OUT, `${video.slug}.webm`), file);
    total += file.length;
    console.log(`${video.slug}.webm: ${file.length} bytes, ${encoded.chunks.length} frames, ${encoded.chunks.filter((c) => c.key).length} key frames`);
  }
  console.log(`total ${total} bytes`);
} finally {
  await browser.close();
  server.close();
}
