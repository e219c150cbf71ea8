import { INDUSTRY_PAGES, MESSAGES, SOLUTION_PAGES } from '@solar/contracts';
import type { SiteFeatures } from './config';
import { industryPath, paths, solutionPath } from './paths';
import { sellChoices } from './shared/sellChoices';

/** Menu entries shared by the desktop dropdowns, the mobile menu and the page titles of the route table. */

export interface NavLink {
  label: string;
  to: string;
  description?: string;
}

export interface NavGroup {
  label: string;
  /** Bootstrap Icons name shown in the mobile menu. */
  icon: string;
  links: NavLink[];
  /** The Sell group: the header adds the Sell chooser modal to it. */
  sellChooser?: boolean;
}

export type SolutionPage = (typeof SOLUTION_PAGES)[number];
export type IndustryPage = (typeof INDUSTRY_PAGES)[number];

export const SOLUTION_LABELS: Record<SolutionPage, string> = {
  'equipment-procurement': 'Equipment Procurement',
  'logistics-warehousing': 'Logistics & Warehousing',
  'project-planning': 'Project Planning',
  consulting: 'Consulting',
  'contract-negotiation': 'Contract Negotiation',
  'e-commerce-distribution': 'E-Commerce Distribution',
};

export const INDUSTRY_LABELS: Record<IndustryPage, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  utility: 'Utility',
  epc: 'EPC',
  manufacturers: 'Manufacturers',
  distributors: 'Distributors',
};

/** The Sell menu's entries; sellers go to their deal hub and the sell-an-item form instead. */
function sellLinks(isSeller: boolean): NavLink[] {
  return sellChoices(isSeller).map(({ label, to, description }) => ({ label, to, description }));
}

/** Header menus after Buy, in menu order: Sell, Solutions, Industries, Company, Resources, Sales Portal. */
export function navGroups(features: SiteFeatures, viewer: { isSeller?: boolean } = {}): NavGroup[] {
  const salesPortal: NavLink[] = [
    { label: MESSAGES.menu.salesPortal, to: paths.salesPortal },
    { label: 'Solar Trader Platform', to: paths.traderPlatform },
  ];
  if (features.advertiseWithUs) salesPortal.push({ label: MESSAGES.menu.advertiseWithUs, to: paths.marketing });

  return [
    { label: MESSAGES.menu.sell, icon: 'tag', links: sellLinks(viewer.isSeller ?? false), sellChooser: true },
    {
      label: MESSAGES.menu.solutions,
      icon: 'briefcase',
      links: [{ label: 'All Solutions', to: paths.solutions }, ...SOLUTION_PAGES.map((page) => ({ label: SOLUTION_LABELS[page], to: solutionPath(page) }))],
    },
    {
      label: MESSAGES.menu.industries,
      icon: 'buildings',
      links: [{ label: 'All Industries', to: paths.industries }, ...INDUSTRY_PAGES.map((page) => ({ label: INDUSTRY_LABELS[page], to: industryPath(page) }))],
    },
    {
      label: MESSAGES.menu.company,
      icon: 'info-circle',
      links: [
        { label: 'About Us', to: paths.about },
        { label: 'Contact Us', to: paths.contactUs },
        { label: 'Storefronts', to: paths.storefrontListing },
        { label: 'Brands', to: paths.brands },
      ],
    },
    {
      label: MESSAGES.menu.resources,
      icon: 'journal-text',
      links: [
        { label: 'Events', to: paths.events },
        { label: 'Explore Videos', to: paths.exploreVideos },
        { label: 'FAQ', to: paths.faq },
        { label: 'Order Status', to: paths.orderStatus },
        { label: 'Custom Order Fulfillment', to: paths.customOrderFulfillment },
        { label: 'Custom Order Listing', to: paths.customOrderListing },
        { label: 'RV Quotation', to: paths.rvQuotation },
      ],
    },
    { label: MESSAGES.menu.salesPortal, icon: 'graph-up-arrow', links: salesPortal },
  ];
}

/** Legal pages linked from the footer. */
export const LEGAL_LINKS: readonly NavLink[] = [
  { label: 'Terms of Use', to: paths.termsOfUse },
  { label: 'Terms of Sale', to: paths.termsOfSale },
  { label: 'Privacy Notice', to: paths.privacyNotice },
  { label: 'Buyer Terms', to: paths.buyerTerms },
  { label: 'Seller Terms', to: paths.sellerTerms },
];
