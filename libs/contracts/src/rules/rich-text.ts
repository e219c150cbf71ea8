import sanitizeHtml from 'sanitize-html';

/** Schemes a description link may use; anything else (javascript:, data:, ...) loses its href. */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/**
 * Adds 'https://' to a link written without a scheme ('www.example.com', 'example.com/page',
 * '//cdn.example.com'). Site-relative links ('/shop', '#top', '?q=x') are left alone.
 */
export function withHttpsScheme(href: string): string {
  const trimmed = href.trim();
  if (trimmed === '') return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  if (/^[/#?]/.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del', 'ins'],
  // Attributes are an allow-list, which is what drops every inline event handler (onclick, onerror, ...).
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['class'],
  },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Script and style bodies are dropped with their tags, never shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs, target: '_blank', rel: 'noopener noreferrer' };
      if (attribs.href !== undefined) out.href = withHttpsScheme(attribs.href);
      return { tagName, attribs: out };
    },
  },
};

/**
 * Makes user-written rich text (item and deal descriptions) safe to render: removes script tags and inline
 * event handlers (and anything else outside a formatting allow-list), makes links open in a new tab with
 * rel="noopener noreferrer", and gives scheme-less links an https:// prefix. Runs the same in Node and in
 * the browser (no DOM needed).
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS);
}
