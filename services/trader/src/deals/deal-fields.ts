import { Injectable } from '@nestjs/common';
import {
  COLOURS,
  COMPANY_TIERS,
  CONNECTORS,
  DEAL_INVENTORY_TYPES,
  INCOTERMS,
  PANEL_TECHNOLOGIES,
  PHASES,
  SECTOR_VALUES,
  DEAL_LOCATION_POSTAL_RULE,
  MOQ_UNITS,
  isGiven,
  numberOf,
  anonymousPlainText,
  anonymousRichText,
  plainText,
  storedPostalAddress,
  usStateOfCode,
  type DealForm,
} from '@solar/contracts';
import { CatalogBrands } from '../broker/catalog-brands';
import { DealFilesService } from '../files/deal-files.service';
import type { DealFormFields } from './deal.schema';

/** A choice the form rule has checked, or null when the form left it out. */
const chosen = <T>(choices: readonly T[], value: unknown): T | null => (choices.includes(value as T) ? (value as T) : null);
const optionalNumber = (value: unknown): number | null => (isGiven(value) ? (numberOf(value) ?? null) : null);
const optionalText = (value: unknown): string | null => (isGiven(value) ? plainText(value) : null);

/** The deal form as deals store it, and the stored fields as a form again. */
@Injectable()
export class DealFields {
  constructor(
    private readonly files: DealFilesService,
    private readonly brands: CatalogBrands,
  ) {}

  /**
   * The fields of a form the deal form's rule accepted (a draft leaves most of them empty), as the deal stores
   * them: the description sanitized rich text, every other text plain text, the words buyers read before the
   * contract (name, description, condition, package, tags, meta texts) with contact details masked, the state as its code, the brand
   * checked to be an active one of the catalog's (400 on `brand_id`), the uploads checked to be the seller's. A
   * form that leaves out pictures, documents or locations keeps `current`'s.
   */
  async fromForm(sellerId: string, form: DealForm, current?: DealFormFields): Promise<DealFormFields> {
    const brandId = optionalNumber(form.brand_id);
    if (brandId !== null) await this.brands.assertSelectable(brandId);
    const onTheDeal = (files: readonly { file_uuid: string }[] | undefined) => (files ?? []).map((file) => file.file_uuid);
    const pictures =
      form.images === undefined && current ? null : await this.files.ownFiles(sellerId, form.images ?? [], 'image', 'images', onTheDeal(current?.images));
    const documents =
      form.documents === undefined && current
        ? null
        : await this.files.ownFiles(sellerId, form.documents ?? [], 'document', 'documents', onTheDeal(current?.documents));
    return {
      name: anonymousPlainText(form.name),
      description: anonymousRichText(form.description),
      condition: anonymousPlainText(form.condition),
      category_id: numberOf(form.category_id)!,
      subcategory_id: optionalNumber(form.subcategory_id),
      brand_id: brandId,
      price: optionalNumber(form.price),
      moq: optionalNumber(form.moq) ?? 1,
      moq_unit: chosen(MOQ_UNITS, form.moq_unit),
      total_qty: optionalNumber(form.total_qty) ?? 0,
      um: plainText(form.um) || 'each',
      msrp: optionalNumber(form.msrp),
      mpn: plainText(form.mpn),
      upc: plainText(form.upc),
      part_number: plainText(form.part_number),
      sku: plainText(form.sku),
      weight: optionalNumber(form.weight),
      weight_unit: optionalText(form.weight_unit),
      length: optionalNumber(form.length),
      length_unit: optionalText(form.length_unit),
      width: optionalNumber(form.width),
      width_unit: optionalText(form.width_unit),
      height: optionalNumber(form.height),
      height_unit: optionalText(form.height_unit),
      package_type: anonymousPlainText(form.package_type),
      shipping_type: optionalText(form.shipping_type),
      publish_date: optionalText(form.publish_date),
      tags: [...new Set((form.tags ?? []).map((tag) => anonymousPlainText(tag).toLowerCase()).filter(Boolean))],
      images: pictures
        ? pictures.flatMap((file, order) => file.renditions.map((r) => ({ file_uuid: file.uuid, orderofimage: order, type: r.type, path: r.path })))
        : current!.images,
      documents: documents ? documents.map((file) => ({ file_uuid: file.uuid, name: file.name, path: file.renditions[0]!.path })) : current!.documents,
      locations:
        form.locations === undefined && current
          ? current.locations
          : (form.locations ?? []).map((place) => ({ ...storedPostalAddress(place, DEAL_LOCATION_POSTAL_RULE), qty: numberOf(place.qty)! })),
      incoterm: chosen(INCOTERMS, form.incoterm),
      lead_time: optionalNumber(form.lead_time),
      offer_validity: optionalNumber(form.offer_validity),
      colour: chosen(COLOURS, form.colour),
      panel_technology: chosen(PANEL_TECHNOLOGIES, form.panel_technology),
      connector_type: chosen(CONNECTORS, form.connector_type),
      front_load: optionalNumber(form.front_load),
      rear_load: optionalNumber(form.rear_load),
      company_tier: chosen(COMPANY_TIERS, form.company_tier),
      phase: chosen(PHASES, form.phase),
      sector: chosen(SECTOR_VALUES, form.sector),
      panel_wattage: optionalNumber(form.panel_wattage),
      units_per_pallet: optionalNumber(form.units_per_pallet),
      units_per_container: optionalNumber(form.units_per_container),
      state: usStateOfCode(form.state)?.code ?? null,
      inventory: chosen(DEAL_INVENTORY_TYPES, form.inventory),
      available_date: optionalText(form.available_date),
      meta_name: anonymousPlainText(form.meta_name),
      meta_description: anonymousPlainText(form.meta_description),
    };
  }
}

/** Stored fields as the deal form would send them: what a draft is checked as before it goes to an admin. */
export function formOf(fields: DealFormFields): Record<string, unknown> {
  const { images, documents, locations, ...rest } = fields;
  return {
    ...rest,
    images: [...new Set(images.map((img) => img.file_uuid))],
    documents: documents.map((doc) => doc.file_uuid),
    locations: locations.map(({ address, unit, city, state, zip, qty }) => ({ address, unit, city, state, zip, qty })),
  };
}
