/** A category's Bootstrap Icons glyph; names come from the category data. */
export function CategoryIcon({ icon, className = '' }: { icon: string; className?: string }) {
  // Icon names are plain kebab-case words; anything else would be an injected class list.
  const safe = /^[a-z0-9-]+$/.test(icon) ? icon : 'grid';
  return <i className={`bi bi-${safe} ${className}`} aria-hidden="true" />;
}
