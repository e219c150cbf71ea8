import { clockTime, type VideoChapter } from '@solar/contracts';
import type { FileStorage } from '@solar/platform';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SEED_CLIP_SECONDS, type SeedChapter } from './library-seed';

/** The shipped clips (services/content/assets/videos), made by scripts/make-demo-videos.mjs: about 55 kB each. */
export const SEED_CLIPS_DIR = join(__dirname, '..', '..', 'assets', 'videos');

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Lines of at most `max` characters, breaking at spaces. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The poster: the clip's first card (title, a sun over a panel), 1280x720, as SVG. */
export function posterSvg(title: string, category: string): string {
  const lines = wrap(title, 26).slice(0, 3);
  const titleLines = lines.map((line, n) => `<text x="64" y="${300 + n * 72}" font-size="60" font-weight="700" fill="#fff">${escapeXml(line)}</text>`).join('');
  const rays = Array.from({ length: 12 }, (_, n) => `<line x1="0" y1="92" x2="0" y2="132" transform="rotate(${n * 30})"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720" font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif">
<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f2741"/><stop offset="1" stop-color="#184a73"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#sky)"/>
<g transform="translate(1060 220)" stroke="#f5a524" stroke-width="12" stroke-linecap="round">${rays}</g>
<circle cx="1060" cy="220" r="68" fill="#f5a524"/>
<g fill="#0b1d31" stroke="#8fb3d9" stroke-width="4"><path d="M900 500 L1180 500 L1220 400 L940 400 Z"/><path d="M970 500 L1010 400 M1040 500 L1080 400 M1110 500 L1150 400 M920 450 L1200 450" fill="none"/></g>
<text x="64" y="92" font-size="30" font-weight="600" fill="#c9d8e8">Solar Marketplace · Video guide</text>
<text x="64" y="200" font-size="32" font-weight="700" fill="#f5a524">${escapeXml(category)}</text>
${titleLines}
</svg>
`;
}

/** Captions as WebVTT: each chapter's line while its card shows. */
export function captionsVtt(chapters: readonly SeedChapter[], durationSeconds: number): string {
  const stamp = (seconds: number) => `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${clockTime(seconds % 3600).padStart(5, '0')}.000`;
  const cues = chapters.map((chapter, n) => {
    const end = chapters[n + 1]?.start_seconds ?? durationSeconds;
    return `${n + 1}\n${stamp(chapter.start_seconds)} --> ${stamp(end)}\n${chapter.caption}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

export interface SeedVideoMedia {
  source: 'file';
  file_url: string;
  poster_url: string;
  captions_url: string;
  chapters: VideoChapter[];
  duration_seconds: number;
}

/**
 * Stores a seeded video's clip, poster and captions where they are missing (several instances starting at once
 * write the same bytes), and answers the video's fields that name them.
 */
export async function storeSeedVideoMedia(
  storage: FileStorage,
  video: { slug: string; title: string; chapters: SeedChapter[] },
  category: string,
): Promise<SeedVideoMedia> {
  const folder = `content/videos/seed/${video.slug}`;
  const files: Array<[name: string, type: string, content: () => Promise<Buffer | string>]> = [
    ['video.webm', 'video/webm', () => readFile(join(SEED_CLIPS_DIR, `${video.slug}.webm`))],
    ['poster.svg', 'image/svg+xml', async () => posterSvg(video.title, category)],
    ['captions.vtt', 'text/vtt', async () => captionsVtt(video.chapters, SEED_CLIP_SECONDS)],
  ];
  for (const [name, type, content] of files) {
    if (!(await storage.stat(`${folder}/${name}`))) await storage.put(`${folder}/${name}`, await content(), type);
  }
  return {
    source: 'file',
    file_url: storage.url(`${folder}/video.webm`),
    poster_url: storage.url(`${folder}/poster.svg`),
    captions_url: storage.url(`${folder}/captions.vtt`),
    chapters: video.chapters.map(({ start_seconds, title }) => ({ start_seconds, title })),
    duration_seconds: SEED_CLIP_SECONDS,
  };
}
