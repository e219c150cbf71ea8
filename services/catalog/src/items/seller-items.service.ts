import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  MESSAGES,
  hasErrors,
  isTicked,
  LIMITS,
  moneyBoundProblem,
  numberOf,
  quantityBoundProblem,
  priceScalingFieldErrors,
  priceScalingSlotsOf,
  PRICE_SCALING_MESSAGES,
  plainText,
  sanitizeRichText,
  usStateCode,
  type BulkItemUpdate,
  type BulkSavingsTier,
  type SellerItemDetail,
  type ProductForm,
} from '@solar/contracts';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { PUBLIC_ITEM } from '../categories/categories.service';
import { ReferenceData } from '../common/reference-data';
import { ForbiddenError, InvalidInputError, NotFoundError, Sequences } from '@solar/platform';
import { ItemFilesService } from '../files/item-files.service';
import { LocationsService } from '../locations/locations.service';
import { ResellersService } from '../resellers/resellers.service';
import { changeBothVersions, Item, versionsOf, type ItemFormFields, type ItemImage, type ItemLocation } from './item.schema';
import { ItemsService, uploadsOf } from './items.service';
import { withRecord } from '../moderation/moderation-rules';

const P = MESSAGES.product;
/** Slots that passed the price-scaling rules, as the item stores them. */
const tiersOf = (slots: unknown): BulkSavingsTier[] => priceScalingSlotsOf(slots) as BulkSavingsTier[];

const invalid = (field: string, message: string) => new InvalidInputError({ [field]: [message] });

/**
 * The seller area's writes. Every call names the seller from the token and touches only that seller's items
 * (403 otherwise). A new item waits in 'pending' until an admin approves it. An edit through the product form
 * of an approved item waits as its pending revision while buyers keep the live version (so a listing never
 * vanishes because its seller edited it); of a pending or rejected item, it replaces the item, which goes
 * (back) to 'pending'. The commercial bulk edits (price, discount, quantity, MOQ) apply at once and keep the
 * item's moderation status.
 */
@Injectable()
export class SellerItemsService {
  constructor(
    @InjectModel(Item.name) private readonly items: Model<Item>,
    private readonly catalog: ItemsService,
    private readonly reference: ReferenceData,
    private readonly sequences: Sequences,
    private readonly files: ItemFilesService,
    private readonly locations: LocationsService,
    private readonly resellers: ResellersService,
  ) {}

  async create(sellerId: string, form: ProductForm): Promise<SellerItemDetail> {
    const uuid = randomUUID();
    const fields = await this.fieldsOf(sellerId, form, uuid);
    const item = await this.catalog.create({
      ...fields,
      id: await this.sequences.next('item'),
      uuid,
      owner_id: sellerId,
      status: 'pending',
      status_reason: null,
      is_active: 1,
      reviews_total: 0,
      reviews_avg: 0,
      sale_count: 0,
      publish_date: null,
    });
    await this.files.attach(uuid, [...(form.images ?? []), ...(form.documents ?? [])]);
    return this.catalog.view(item);
  }

  async get(sellerId: string, uuid: string): Promise<SellerItemDetail> {
    return this.catalog.view(await this.own(sellerId, uuid));
  }

  /**
   * A content edit. Of an approved item it becomes the pending revision (replacing one already waiting) and
   * the item stays as buyers see it; of any other item it replaces the item, which goes back to moderation.
   */
  async update(sellerId: string, uuid: string, form: ProductForm): Promise<SellerItemDetail> {
    await this.own(sellerId, uuid);
    const fields = await this.fieldsOf(sellerId, form, uuid);
    const { item, view } = await this.catalog.mutate(uuid, (current) => {
      // A form that leaves out pictures, documents or locations keeps the ones the seller gave last: the waiting
      // revision's, else the item's (seeded pictures have no upload to name).
      const latest = current.pending_revision ?? current;
      const edited: ItemFormFields = {
        ...fields,
        images: form.images === undefined ? latest.images : fields.images,
        documents: form.documents === undefined ? latest.documents : fields.documents,
        locations: form.locations === undefined ? latest.locations : fields.locations,
      };
      const now = new Date();
      if (current.status === 'approved') {
        // An edit sent while another waits replaces it: the queue's step is the first one's.
        const sent = current.pending_revision
          ? {}
          : {
              moderation_history: withRecord(current, {
                at: now,
                from: 'Approved',
                to: 'Pending',
                by: 'seller',
                subject: 'edit',
                reason: null,
                action_id: null,
              }),
            };
        return { pending_revision: { ...edited, submitted_at: now }, revision_reason: null, ...sent };
      }
      // A rejected item goes back to moderation; a pending one stays where it is in the queue.
      const resent =
        current.status === 'rejected'
          ? {
              moderation_history: withRecord(current, {
                at: now,
                from: 'Rejected',
                to: 'Pending',
                by: 'seller',
                subject: 'listing',
                reason: null,
                action_id: null,
              }),
            }
          : {};
      return { ...edited, status: 'pending', status_reason: null, pending_revision: null, revision_reason: null, ...resent };
    });
    // Both versions' uploads stay the item's until the admin decides (see ItemsService.setStatus).
    await this.files.attach(uuid, [...new Set([...uploadsOf(item), ...uploadsOf(item.pending_revision ?? null)])]);
    return view!;
  }

  async remove(sellerId: string, uuid: string): Promise<void> {
    await this.own(sellerId, uuid);
    await this.catalog.remove(uuid);
    await this.files.attach(uuid, []);
  }

  /** Activates or deactivates several of the seller's items; all or none must be the seller's. */
  async changeActive(sellerId: string, uuids: string[], isActive: 0 | 1): Promise<{ updated: number }> {
    await this.ownAll(sellerId, uuids);
    let updated = 0;
    for (const uuid of uuids) {
      await this.catalog.update(uuid, { is_active: isActive });
      updated++;
    }
    return { updated };
  }

  async bulkUpdate(sellerId: string, edits: BulkItemUpdate[]): Promise<{ updated: number }> {
    const owned = await this.ownAll(
      sellerId,
      edits.map((e) => e.uuid),
    );
    const changes = edits.map((edit, index) => {
      const item = owned.get(edit.uuid)!;
      const change: Partial<ItemFormFields> = {};
      const field = (name: string) => `items.${index}.${name}`;
      if (edit.price !== undefined) {
        const price = numberOf(edit.price);
        if (price === undefined || price <= 0) throw invalid(field('price'), P.pricePositive);
        const bound = moneyBoundProblem(price);
        if (bound) throw invalid(field('price'), bound);
        change.price = price;
      }
      if (edit.discount !== undefined) {
        const discount = numberOf(edit.discount);
        const unit = edit.discount_unit === undefined ? item.discount_unit : edit.discount_unit;
        if (discount === undefined || discount < 0) throw invalid(field('discount'), PRICE_SCALING_MESSAGES.discount_not_positive);
        if (discount > 0 && unit !== 'percent' && unit !== 'fixed') throw invalid(field('discount_unit'), P.discountUnitRequired);
        if (discount > 0 && unit === 'percent' && discount > 100) throw invalid(field('discount'), PRICE_SCALING_MESSAGES.discount_above_100_percent);
        // A waiting revision takes the discount too (see applyNow), so it must fit the revision's price as well.
        const prices = versionsOf(item).map((version) => change.price ?? version.price);
        if (discount > 0 && unit === 'fixed' && prices.some((price) => discount >= price)) throw invalid(field('discount'), P.discountBelowPrice);
        const bound = moneyBoundProblem(discount);
        if (bound) throw invalid(field('discount'), bound);
        change.discount = discount;
        change.discount_unit = discount > 0 ? unit : null;
      }
      if (edit.total_qty !== undefined) {
        const qty = numberOf(edit.total_qty);
        if (qty === undefined || qty < 0 || !Number.isInteger(qty)) throw invalid(field('total_qty'), P.quantityWhole);
        const bound = quantityBoundProblem(qty);
        if (bound) throw invalid(field('total_qty'), bound);
        change.total_qty = qty;
      }
      if (edit.moq !== undefined) {
        const moq = numberOf(edit.moq);
        if (moq === undefined || moq < 1 || !Number.isInteger(moq)) throw invalid(field('moq'), MESSAGES.validation.moqMin);
        const bound = quantityBoundProblem(moq);
        if (bound) throw invalid(field('moq'), bound);
        change.moq = moq;
      }
      return [edit.uuid, change] as const;
    });
    // Every edit is checked before any is written, so a bad row leaves all items as they were.
    for (const [uuid, change] of changes) await this.applyNow(uuid, () => change);
    return { updated: changes.length };
  }

  /**
   * Quantity on hand: the item's total, or one location's quantity (the total is then the sum over its
   * locations).
   */
  async setQuantityOnHand(sellerId: string, uuid: string, qty: unknown, locationId?: string): Promise<SellerItemDetail> {
    const item = await this.own(sellerId, uuid);
    const units = numberOf(qty);
    if (units === undefined || units < 0 || !Number.isInteger(units)) throw invalid('qty', P.quantityWhole);
    const bound = quantityBoundProblem(units);
    if (bound) throw invalid('qty', bound);
    if (!locationId) return this.applyNow(uuid, () => ({ total_qty: units }));
    if (!item.locations.some((l) => l.location_id === locationId)) throw invalid('location_id', P.locationUnknown);
    // Each version that ships from the location: its quantity there, and its total as the sum over its locations.
    const withUnitsThere = (version: ItemFormFields): Partial<ItemFormFields> => {
      if (!version.locations.some((l) => l.location_id === locationId)) return {};
      const locations = version.locations.map((l) => (l.location_id === locationId ? { ...l, qty: units } : l));
      return { locations, total_qty: locations.reduce((sum, l) => sum + l.qty, 0) };
    };
    if (versionsOf(item).some((version) => (withUnitsThere(version).total_qty ?? 0) > LIMITS.quantityMax)) {
      throw invalid('qty', MESSAGES.limits.locationsTotalTooLarge);
    }
    return this.applyNow(uuid, withUnitsThere);
  }

  /** Takes a deleted upload off the item that shows it. */
  async detachFile(sellerId: string, uuid: string, fileUuid: string): Promise<void> {
    const item = await this.items.findOne({ uuid, deleted_at: null }).lean<Item>();
    if (!item || item.owner_id !== sellerId) return;
    await this.applyNow(uuid, (version) => ({
      images: version.images.filter((img) => img.file_uuid !== fileUuid),
      documents: version.documents.filter((doc) => doc.file_uuid !== fileUuid),
    }));
  }

  async removeLocation(sellerId: string, uuid: string, locationId: string): Promise<SellerItemDetail> {
    const item = await this.own(sellerId, uuid);
    const shipsFromIt = (version: ItemFormFields) => version.locations.some((l) => l.location_id === locationId);
    if (!versionsOf(item).some(shipsFromIt)) throw new NotFoundError(P.locationUnknown);
    return this.applyNow(uuid, (version) => ({ locations: version.locations.filter((l) => l.location_id !== locationId) }));
  }

  async bulkSavingsOf(sellerId: string, uuid: string): Promise<{ item_uuid: string; scalling_price: number; bulk_savings: BulkSavingsTier[] }> {
    const item = await this.own(sellerId, uuid);
    return { item_uuid: uuid, scalling_price: item.scalling_price, bulk_savings: item.bulk_savings };
  }

  /** Replaces the item's price-scaling slots, checked by the same rules as the product form. */
  async replaceBulkSavings(sellerId: string, uuid: string, scaling: unknown, slots: unknown): Promise<SellerItemDetail> {
    const item = await this.own(sellerId, uuid);
    // A waiting revision takes the slots too (see applyNow), so they must fit its price as well.
    for (const version of versionsOf(item)) {
      const errors = priceScalingFieldErrors(slots, version.price, scaling);
      if (hasErrors(errors)) throw new InvalidInputError(errors);
    }
    const enabled = isTicked(scaling);
    return this.applyNow(uuid, () => ({ scalling_price: enabled ? 1 : 0, bulk_savings: enabled ? tiersOf(slots) : [] }));
  }

  /**
   * Writes a change the seller makes at once, to the live item and to a waiting revision alike (see
   * changeBothVersions): approving the revision later must not undo it.
   */
  private async applyNow(uuid: string, change: (version: ItemFormFields) => Partial<ItemFormFields>): Promise<SellerItemDetail> {
    const { view } = await this.catalog.mutate(uuid, (item) => changeBothVersions(item, change));
    return view!;
  }

  /** The seller's item, or 404 (no such item) / 403 (someone else's). */
  private async own(sellerId: string, uuid: string): Promise<Item> {
    const item = await this.items.findOne({ uuid, deleted_at: null }).lean<Item>();
    if (!item) throw new NotFoundError(P.itemNotFound);
    if (item.owner_id !== sellerId) throw new ForbiddenError(P.notYourItem);
    return item;
  }

  private async ownAll(sellerId: string, uuids: string[]): Promise<Map<string, Item>> {
    const found = await this.items.find({ uuid: { $in: uuids }, deleted_at: null }).lean<Item[]>();
    if (found.length !== new Set(uuids).size) throw new NotFoundError(P.itemNotFound);
    if (found.some((item) => item.owner_id !== sellerId)) throw new ForbiddenError(P.notYourItem);
    return new Map(found.map((item) => [item.uuid, item]));
  }

  /** Checks what the form's ids point at (they must exist and be the seller's to use) and builds the fields. */
  private async fieldsOf(sellerId: string, form: ProductForm, uuid: string): Promise<ItemFormFields> {
    const num = (value: unknown, fallback = 0) => numberOf(value) ?? fallback;
    const category = await this.reference.category(num(form.category_id));
    if (!category || category.parent_id !== null || !category.is_active) throw invalid('category_id', P.categoryUnknown);
    const subcategory = await this.reference.category(num(form.subcategory_id));
    if (!subcategory || subcategory.parent_id !== category.id) throw invalid('subcategory_id', MESSAGES.validation.subCategoryRequired);
    const brand = await this.reference.brand(num(form.brand_id));
    if (!brand || brand.status !== 'active') throw invalid('brand_id', P.brandUnknown);
    const resellerId = num(form.reseller_id);
    if (!(await this.resellers.isUsableBy(resellerId, sellerId))) throw invalid('reseller_id', P.resellerUnknown);

    const related = [...new Set(form.related_ids ?? [])];
    if (related.length) {
      const found = await this.items.countDocuments({ id: { $in: related }, uuid: { $ne: uuid }, deleted_at: null, ...PUBLIC_ITEM });
      if (found !== related.length) throw invalid('related_ids', P.relatedUnknown);
    }

    const pictures = await this.files.ownFiles(sellerId, form.images ?? [], 'image', 'images');
    const documents = await this.files.ownFiles(sellerId, form.documents ?? [], 'document', 'documents');
    const images: ItemImage[] = pictures.flatMap((file, order) =>
      file.renditions.map((r) => ({ path: r.path, orderofimage: order, type: r.type, file_uuid: file.uuid })),
    );

    const wanted = form.locations ?? [];
    const saved = await this.locations.findOwn(
      sellerId,
      wanted.map((l) => l.location_id),
    );
    if (saved.length !== wanted.length) throw invalid('locations', P.locationUnknown);
    const locations: ItemLocation[] = saved.map((place, i) => ({
      location_id: place.id,
      name: place.name,
      address: place.address,
      unit: place.unit,
      city: place.city,
      // Item locations hold the state's code, as every document does.
      state: usStateCode(place.state) ?? '',
      zip: place.zip,
      qty: num(wanted[i]!.qty),
    }));

    const discount = num(form.discount);
    const totalQty = num(form.total_qty);
    const scaling = isTicked(form.scalling_price);
    const optionalNumber = (value: unknown) => (numberOf(value) === undefined || numberOf(value) === 0 ? null : numberOf(value)!);
    // The description is rich text; every other text field is plain text (see plainText in libs/contracts).
    return {
      name: plainText(form.name),
      short_name: plainText(form.short_name),
      description: sanitizeRichText(form.description),
      condition: form.condition,
      category_id: category.id,
      subcategory_id: subcategory.id,
      brand_id: brand.id,
      price: num(form.price),
      cost: num(form.cost),
      msrp: num(form.msrp),
      discount,
      discount_unit: discount > 0 ? (form.discount_unit ?? null) : null,
      stock: totalQty,
      total_qty: totalQty,
      moq: num(form.moq, 1),
      max_qty: num(form.max_qty),
      qty_step: num(form.qty_step, 1),
      um: plainText(form.um) || 'each',
      mpn: plainText(form.mpn),
      sku: plainText(form.sku),
      part_number: plainText(form.part_number),
      upc: plainText(form.upc),
      weight: num(form.weight),
      weight_unit: form.weight_unit,
      length: num(form.length),
      length_unit: form.length_unit,
      width: num(form.width),
      width_unit: form.width_unit,
      height: num(form.height),
      height_unit: form.height_unit,
      package_type: plainText(form.package_type) || 'box',
      age: typeof form.age === 'number' ? String(form.age) : plainText(form.age) || '0',
      age_unit: plainText(form.age_unit) || 'years',
      shipping_type: form.shipping_type,
      shipping_cost: form.shipping_type === 'estimated_shipping' ? num(form.shipping_cost) : 0,
      is_taxable: form.is_taxable === 0 ? 0 : 1,
      scalling_price: scaling ? 1 : 0,
      bulk_savings: scaling ? tiersOf(form.bulk_savings) : [],
      images,
      documents: documents.map((file) => ({ name: file.name, path: file.renditions[0]!.path, file_uuid: file.uuid })),
      locations,
      tags: (Array.isArray(form.tags) ? form.tags : [])
        .map((t) => plainText(String(t)).toLowerCase())
        .filter(Boolean)
        .slice(0, 20),
      panel_wattage: optionalNumber(form.panel_wattage),
      wattage: optionalNumber(form.wattage),
      colour: plainText(form.colour).toLowerCase() || null,
      related_ids: related,
      dynamic_fields: {},
      meta_name: plainText(form.meta_name),
      meta_description: plainText(form.meta_description),
      reseller_id: resellerId,
    };
  }
}
