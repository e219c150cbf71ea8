/** The public side of the admin's merchandising: banners, curated rows and ads (ours: the spec quotes none). */
export const MERCHANDISING_TEXT = {
  banners: {
    label: 'Featured banners',
    previous: 'Previous banner',
    next: 'Next banner',
    show: (n: number, of: number) => `Banner ${n} of ${of}`,
    pause: 'Pause the banners',
    play: 'Play the banners',
  },
  rows: {
    featuredProducts: 'Featured products',
    featuredProductsIntro: 'Picked by our team.',
    hotProducts: 'Hot products',
    hotProductsIntro: 'What buyers are looking at now.',
    featuredDeals: 'Featured deals',
    featuredDealsIntro: 'Bulk lots picked by our team.',
    hotDeals: 'Hot deals',
    hotDealsIntro: 'The negotiations everyone is watching.',
  },
  ad: {
    label: 'Advertisement',
    badge: 'Ad',
  },
} as const;
