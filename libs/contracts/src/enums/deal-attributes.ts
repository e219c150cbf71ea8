/** Enumerations of the trader deal form (second spec, section 9). */

export const INCOTERMS = ['EXW', 'DDP', 'DAP', 'Flexible', 'CIF', 'FOB', 'FCA', 'FAS', 'CFR', 'CPT', 'CIP', 'DPU'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

export const COLOURS = ['silver', 'black', 'white', 'transparent'] as const;
export type Colour = (typeof COLOURS)[number];

export const PANEL_TECHNOLOGIES = ['Heterojunction', 'Mono', 'Bifacial', 'Poly', 'TOPCon', 'Q Antum', 'Thin Film', 'PERC', 'N-Type', 'Other'] as const;
export type PanelTechnology = (typeof PANEL_TECHNOLOGIES)[number];

export const CONNECTORS = ['MC4 Compatible', 'MC4/Staubli', 'EVO2', 'QC4', 'T4', 'T6', 'other'] as const;
export type Connector = (typeof CONNECTORS)[number];

/** Choices, in days, for both a deal's lead time and how long its offers stay valid. */
export const LEAD_TIME_DAYS = [2, 3, 5, 10, 15, 30] as const;
export type LeadTimeDays = (typeof LEAD_TIME_DAYS)[number];

export const OFFER_VALIDITY_DAYS = LEAD_TIME_DAYS;
export type OfferValidityDays = LeadTimeDays;

/**
 * Mechanical load ratings in pascal. The spec gives the front range as 2400 to 6200 Pa; these are the
 * common datasheet steps inside it.
 */
export const FRONT_LOAD_RATINGS_PA = [2400, 3600, 5400, 6000, 6200] as const;
export type FrontLoadRatingPa = (typeof FRONT_LOAD_RATINGS_PA)[number];

export const REAR_LOAD_RATINGS_PA = [3000, 5400, 6000, 7000, 8100] as const;
export type RearLoadRatingPa = (typeof REAR_LOAD_RATINGS_PA)[number];

export const COMPANY_TIERS = ['Tier 1', 'Tier 2', 'Tier 3'] as const;
export type CompanyTier = (typeof COMPANY_TIERS)[number];

export const PHASES = ['Single Phase', 'Three Phase'] as const;
export type Phase = (typeof PHASES)[number];

export const EXTRA_CHARGE_TYPES = ['Logistics', 'Warehousing', 'Special Handling', 'Sales Tax', 'Processing Fee', 'Custom'] as const;
export type ExtraChargeType = (typeof EXTRA_CHARGE_TYPES)[number];

/** Units a deal's minimum order quantity is expressed in. */
export const MOQ_UNITS = ['panels', 'pallets', 'containers', 'MW'] as const;
export type MoqUnit = (typeof MOQ_UNITS)[number];

/** The values the `mu_` listing filter accepts (lower-case, like every listing URL). */
export const MOQ_UNIT_FILTER_VALUES = ['pallets', 'containers', 'mw'] as const;
export type MoqUnitFilterValue = (typeof MOQ_UNIT_FILTER_VALUES)[number];
