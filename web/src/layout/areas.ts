/** The four areas of the site (spec, top-level routing). Each has its own layout in routes.tsx. */
export type SiteArea = 'product' | 'shop' | 'trader' | 'general';

/**
 * The area a path belongs to: paths starting /product go to the product area, /shop/ to the shop area,
 * /trader/ to the trader area, anything else to the general area.
 */
export function areaFor(pathname: string): SiteArea {
  const path = pathname.toLowerCase();
  if (path.startsWith('/product')) return 'product';
  if (path.startsWith('/shop/')) return 'shop';
  if (path.startsWith('/trader/')) return 'trader';
  return 'general';
}
