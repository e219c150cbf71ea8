/** A store as the public and its seller read it. Page texts are sanitized rich text, the rest plain text. */
export interface StorefrontView {
  id: string;
  uuid: string;
  user_id: string;
  name: string;
  title: string;
  subtitle: string;
  email: string;
  website: string;
  phone: string;
  city: string;
  address_name: string;
  address: string;
  zip: string;
  about: string;
  company_vision: string;
  shipping_refund: string;
  terms_conditions: string;
  privacy_policy: string;
  shipping_policy: string;
  seller_detail_services: string;
  seller_detail_coverage_area: string;
  /** The logo: its 300x300 URL first, then the larger ones. */
  profile_images: string[];
  /** The banner: its 1600x675 URL first. */
  background_images: string[];
  logo_uuid: string | null;
  banner_uuid: string | null;
  is_enable: 0 | 1;
  created_at: string;
  updated_at: string;
}

/** A store in a list. */
export interface StorefrontCard {
  uuid: string;
  user_id: string;
  name: string;
  title: string;
  subtitle: string;
  city: string;
  logo: string | null;
  banner: string | null;
}

export interface StorefrontBrand {
  id: number;
  name: string;
  slug: string;
  items: number;
}

/** What `seller-detail` answers. Figures count the seller's public shop items only (never negotiable deals). */
export interface SellerDetailView {
  seller_id: string;
  store: StorefrontView;
  /** Whole years since the seller's first shop listing, or the store's opening when that came first (0 in the first year). */
  years_active: number;
  /** The same start, ISO-8601. */
  member_since: string;
  items_listed: number;
  items_sold: number;
  /** Average of the items' ratings weighted by their reviews, one decimal; 0 without reviews. */
  rating_avg: number;
  reviews_total: number;
  brands: StorefrontBrand[];
  /** Whether the caller follows this store (false without a session). */
  is_favourite: boolean;
}

export interface WorkHistoryView {
  id: string;
  seller_id: string;
  title: string;
  description: string;
  year: number;
  location: string;
  created_at: string;
}
