import { sanitizeRichText } from '@solar/contracts';
import { useMemo } from 'react';

/**
 * HTML the content service stored sanitized, shown through the same rich-text rule again (as every stored
 * rich text is), so nothing a compromised store held could run in the page.
 */
export function RichHtml({ html, className = '' }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  return <div className={`content-body ${className}`} dangerouslySetInnerHTML={{ __html: safe }} />;
}
