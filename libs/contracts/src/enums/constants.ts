/** Business constants and limits of both specs (section 9), in one place for web and services. */

export const CURRENCY = 'USD';

/** Items with no reseller belong to this one. */
export const DEFAULT_RESELLER_ID = 1;

/** Image renditions the storefront and product pages ask for; every uploaded picture gets all three. */
export const IMAGE_SIZES = [
  { name: '300x300', width: 300, height: 300 },
  { name: '685x450', width: 685, height: 450 },
  { name: '1600x675', width: 1600, height: 675 },
] as const;
export type ImageSizeName = (typeof IMAGE_SIZES)[number]['name'];

export const SUGGESTION_LIMITS = {
  products: 5,
  /** Stores shown in the global suggestion list. */
  stores: 5,
  /** Page size of the storefront listing call when no limit is given. */
  storefrontDefault: 6,
  deals: 5,
} as const;

export const WISHLIST_PAGE_SIZE = 20;

/** The brands list is fetched as one page of ten. */
export const BRANDS_PAGE = { page: 1, limit: 10 } as const;

/** User-interface timings and scroll thresholds. */
export const TIMINGS = {
  toastMs: 3000,
  menuHighlightMs: 3000,
  /** The header becomes sticky after this much vertical scroll... */
  headerStickyScrollPx: 250,
  /** ...or, read the other way, at viewports this wide or wider. */
  headerStickyMinViewportPx: 992,
  scrollToTopAfterPx: 400,
  chatWidgetHidePollMs: 100,
  chatWidgetHidePollForMs: 2000,
  newsletterResetMs: 1500,
  loginModalCloseDelayMs: 200,
  relativeTimeTickMs: 60_000,
} as const;

/** Marketing parameters captured from the landing URL and kept in session storage. */
export const MARKETING_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type MarketingParam = (typeof MARKETING_PARAMS)[number];

export const APPEARANCE_VERSION = '5.0';

/** Contract PDF export settings. */
export const CONTRACT_PDF = {
  format: 'legal',
  orientation: 'portrait',
  marginMm: 15,
  fileName: 'Contract Terms',
  /** Legal paper (8.5 x 14 in) in PDF points. */
  widthPt: 612,
  heightPt: 1008,
} as const;

/** Price slider of the advanced 'Configure Your Deal' filter: per watt for panels, per unit otherwise. */
export const ADVANCED_PRICE_RANGE = {
  panels: { min: 0, max: 1, step: 0.001 },
  other: { min: 1, max: 100000, step: 1 },
  default: { min: 1, max: 100000 },
} as const;

/** Shop By Watts entries of the mobile menu. */
export const SHOP_BY_WATTS = [300, 400, 500, 600] as const;

export const PAYMENT_CARD_LOGOS = ['Master', 'Visa', 'Union Pay', 'American Express'] as const;
export type PaymentCardLogo = (typeof PAYMENT_CARD_LOGOS)[number];

/** Analytics events the web app sends. */
export const ANALYTICS_EVENTS = ['add_to_cart', 'remove_from_cart', 'purchase', 'login', 'logout'] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** Child pages of /solutions and /industries. */
export const SOLUTION_PAGES = [
  'equipment-procurement',
  'logistics-warehousing',
  'project-planning',
  'consulting',
  'contract-negotiation',
  'e-commerce-distribution',
] as const;
export const INDUSTRY_PAGES = ['residential', 'commercial', 'utility', 'epc', 'manufacturers', 'distributors'] as const;
