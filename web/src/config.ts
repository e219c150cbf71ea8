import { formatPhone } from '@solar/contracts';

/**
 * The product's short name. It appears in routes such as /my-solar/..., /about-solar and
 * /register-business/sell-on-solar, so it is kept in this one place.
 */
export const PRODUCT_SHORT_NAME = 'solar';

/** The name shown in the logo, page titles and footer. */
export const SITE_NAME = 'Solar Marketplace';

/** Prefix of the account area, /my-{product}. */
export const ACCOUNT_PREFIX = `/my-${PRODUCT_SHORT_NAME}`;

/** Support line shown in the header. A demo number: replace it with the real line before going live. */
const SUPPORT_PHONE_E164 = '+18005550123';

export const SUPPORT = {
  phoneHref: `tel:${SUPPORT_PHONE_E164}`,
  phoneLabel: formatPhone(SUPPORT_PHONE_E164),
  hours: 'Monday to Friday 8AM to 8PM EST',
} as const;

/** Optional parts of the site. 'Advertise with us' (/marketing) exists only when switched on. */
export interface SiteFeatures {
  advertiseWithUs: boolean;
}

export const FEATURES: SiteFeatures = {
  advertiseWithUs: false,
};
