/**
 * Brand path segment of /shop/brands/{brand}: lower-cased, then every '-' becomes '+', then every space
 * becomes '-'. The order matters: replacing dashes first keeps the dashes that stand for spaces apart from
 * the dashes that were in the name ('Trina-Solar Co' -> 'trina+solar-co').
 */
export const brandPath = (name: string): string => name.trim().toLowerCase().replace(/-/g, '+').replace(/ /g, '-');

/**
 * Inverse of `brandPath`, undone in reverse order ('-' back to space, then '+' back to '-'). The path is
 * lower-case, so the result is the lower-cased name; pass the known brand names to get the original
 * spelling back (undefined when none matches). A name that itself contains '+' cannot round-trip.
 */
export function brandFromPath(path: string): string;
export function brandFromPath(path: string, knownNames: readonly string[]): string | undefined;
export function brandFromPath(path: string, knownNames?: readonly string[]): string | undefined {
  let segment = path;
  try {
    segment = decodeURIComponent(path);
  } catch {
    // A malformed escape is taken literally.
  }
  const name = segment.toLowerCase().replace(/-/g, ' ').replace(/\+/g, '-');
  if (!knownNames) return name;
  const wanted = brandPath(name);
  return knownNames.find((known) => brandPath(known) === wanted);
}
