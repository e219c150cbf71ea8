import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export interface PdfReadBack {
  title: string | null;
  pages: Array<{ width: number; height: number; text: string }>;
}

/** A PDF as a reader sees it (see pdf-reader-process.mjs): its title, page sizes in points and text. */
export function readPdf(pdf: Buffer): PdfReadBack {
  const out = execFileSync(process.execPath, [join(__dirname, 'pdf-reader-process.mjs')], { input: pdf, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(out.toString('utf8')) as PdfReadBack;
}
