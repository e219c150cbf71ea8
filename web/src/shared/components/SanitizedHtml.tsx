import { sanitizeRichText } from '@solar/contracts';
import type { ReactNode } from 'react';

export interface RichHtmlProps {
  html: string;
  className?: string;
  /** Shown instead when the sanitized text is empty. */
  empty?: ReactNode;
}

/** Stored rich text through the rich-text rule; RichHtml loads it with the sanitizer, in a chunk of their own. */
export function SanitizedHtml({ html, className = '', empty = null }: RichHtmlProps) {
  const safe = sanitizeRichText(html);
  if (!safe.trim()) return empty;
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
