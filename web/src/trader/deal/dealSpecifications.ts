import { SECTORS, type DealView } from '@solar/contracts';
import { formatCount, formatUsd, titleCase } from '../../shared/format';
import { conditionLabel, dimensionsLabel } from '../../shared/itemSpecifications';
import { SHARED_TEXT, shippingLabel } from '../../shared/text';
import { DEAL_TEXT } from './text';

/**
 * The specification table of a deal: what a buyer checks against a project's design (wattage, technology,
 * load ratings, connector) and against logistics (dimensions, weight, packaging). Rows the deal gives no value
 * for are left out.
 */

const S = SHARED_TEXT.specs;
const D = DEAL_TEXT.specs;

const given = (value: string | number | null | undefined): string | null => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' ? null : text;
};

const pascal = (value: number | null): string | null => (value ? `${formatCount(value)} Pa` : null);

function weightLabel(deal: DealView): string | null {
  if (!deal.weight) return null;
  return [deal.weight, given(deal.weight_unit)].filter(Boolean).join(' ');
}

export interface DealSpecificationRow {
  key: string;
  label: string;
  value: string;
}

/** The brand is named by the catalog (`brandName`, when known); everything else is the deal's own. */
export function dealSpecifications(deal: DealView, brandName: string | undefined): DealSpecificationRow[] {
  const rows: [key: string, label: string, value: string | null][] = [
    ['brand', S.brand, given(brandName)],
    ['category', S.category, given(deal.category?.name)],
    ['subcategory', S.subcategory, given(deal.subcategory?.name)],
    ['condition', S.condition, conditionLabel(deal.condition)],
    ['panel_wattage', S.panelWattage, deal.panel_wattage ? `${formatCount(deal.panel_wattage)} W` : null],
    ['panel_technology', D.technology, given(deal.panel_technology)],
    ['colour', S.colour, deal.colour ? titleCase(deal.colour) : null],
    ['connector_type', D.connector, given(deal.connector_type)],
    ['front_load', D.frontLoad, pascal(deal.front_load)],
    ['rear_load', D.rearLoad, pascal(deal.rear_load)],
    ['company_tier', D.companyTier, given(deal.company_tier)],
    ['phase', D.phase, given(deal.phase)],
    ['sector', D.sector, SECTORS.find((sector) => sector.value === deal.sector)?.label ?? null],
    ['mpn', S.mpn, given(deal.mpn)],
    ['part_number', S.partNumber, given(deal.part_number)],
    ['upc', S.upc, given(deal.upc)],
    // dimensionsLabel shows nothing unless all three sides are given.
    [
      'dimensions',
      S.dimensions,
      dimensionsLabel({ length: deal.length ?? 0, width: deal.width ?? 0, height: deal.height ?? 0, length_unit: deal.length_unit ?? '' }),
    ],
    ['weight', S.weight, weightLabel(deal)],
    ['package_type', S.packageType, given(deal.package_type)],
    ['shipping_type', S.shippingType, deal.shipping_type ? shippingLabel(deal.shipping_type) : null],
    ['msrp', D.msrp, deal.msrp ? formatUsd(deal.msrp) : null],
  ];
  return rows.flatMap(([key, label, value]) => (value === null ? [] : [{ key, label, value }]));
}
