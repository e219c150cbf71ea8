import { plainText, sanitizeRichText } from '@solar/contracts';
import MarkdownIt from 'markdown-it';

/*
 * Pages, answers and walkthroughs are written in markdown and kept as HTML made safe on the way in. markdown-it
 * with `html: false` writes any raw HTML of the source as text, and the result still goes through the one
 * rich-text rule (sanitizeRichText) as every stored rich text does, so a link's scheme and target follow it too.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
// Tables in the site's table style, scrolling sideways on a phone instead of widening the page.
markdown.renderer.rules.table_open = () => '<div class="table-responsive"><table class="table table-sm align-middle">\n';
markdown.renderer.rules.table_close = () => '</table></div>\n';
// Headings inside a page sit below its title: h2 reads as a section, not as a second title (on a phone too).
const HEADING_CLASSES: Record<string, string> = { h1: 'h3 mt-4 mb-2', h2: 'h4 mt-4 mb-2', h3: 'h5 mt-3 mb-2' };
markdown.renderer.rules.heading_open = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  const classes = HEADING_CLASSES[token.tag];
  if (classes) token.attrJoin('class', classes);
  return self.renderToken(tokens, index, options);
};

/** Markdown as the HTML visitors get: rendered, then sanitized. */
export const renderMarkdown = (source: string): string => sanitizeRichText(markdown.render(source));

/** The text of rendered HTML, for searching. */
export const textOf = (html: string): string => plainText(html).replace(/\s+/g, ' ').trim();
