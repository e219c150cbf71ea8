// Reads a PDF back as a reader would: its title, each page's size in points and its text. Run as a child
// process (`node libs/platform/src/testing/pdf-reader-process.mjs < file.pdf`): pdf.js is an ES module with dynamic imports, which
// jest's CommonJS sandbox does not load. Prints JSON.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The 14 standard fonts' metrics ship with pdf.js: the contract is set in Helvetica.
const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const loading = getDocument({ data: new Uint8Array(Buffer.concat(chunks)), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false });
const pdf = await loading.promise;
const { info } = await pdf.getMetadata();
const pages = [];
for (let number = 1; number <= pdf.numPages; number++) {
  const page = await pdf.getPage(number);
  const { width, height } = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  pages.push({ width, height, text: content.items.map((item) => ('str' in item ? item.str : '')).join(' ') });
}
process.stdout.write(JSON.stringify({ title: info?.Title ?? null, pages }));
await loading.destroy();
