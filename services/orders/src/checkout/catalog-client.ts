import { Inject, Injectable } from '@nestjs/common';
import { CART_MESSAGES, CATALOG_API, shipFromLocation, type ApiSuccess, type CartItem, type ItemDetail } from '@solar/contracts';
import { NotFoundError, ServiceUnavailableError } from '@solar/platform';

export const CATALOG_URL = Symbol('CATALOG_URL');

/**
 * A public item from its owner, the catalog, for a rate asked from the product page (the item need not be in
 * any cart). A direct call: the shopper waits for the figure.
 */
@Injectable()
export class CatalogClient {
  constructor(@Inject(CATALOG_URL) private readonly catalogUrl: string) {}

  async shippableItem(uuid: string): Promise<CartItem> {
    let response: Response;
    try {
      response = await fetch(`${this.catalogUrl}${CATALOG_API.item(uuid)}`, { signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new ServiceUnavailableError(`The catalog could not be read: ${(error as Error).message}`);
    }
    if (response.status === 404) throw new NotFoundError(CART_MESSAGES.itemUnavailable);
    if (!response.ok) throw new ServiceUnavailableError(`The catalog answered ${response.status}`);
    return toShippable(((await response.json()) as ApiSuccess<ItemDetail>).data);
  }
}

/** The fields of a catalog item that pricing and shipping use, in the cart's shape. */
function toShippable(item: ItemDetail): CartItem {
  return {
    uuid: item.uuid,
    id: item.id,
    name: item.name,
    image: item.images[0]?.url ?? '',
    price: item.price,
    salePrice: item.salePrice,
    discount: item.discount,
    discount_unit: item.discount_unit,
    scalling_price: item.scalling_price,
    bulk_savings: item.bulk_savings,
    moq: item.moq,
    max_qty: item.max_qty,
    qty_step: item.qty_step,
    stock: item.stock,
    total_qty: item.total_qty,
    shipping_type: item.shipping_type,
    shipping_cost: item.shipping_cost,
    is_taxable: item.is_taxable,
    weight: item.weight,
    weight_unit: item.weight_unit,
    length: item.length,
    width: item.width,
    height: item.height,
    dimension_unit: item.length_unit,
    owner_id: item.owner_id,
    category: { id: item.category?.id ?? item.category_id, name: item.category?.name ?? '', slug: item.category?.slug ?? '' },
    brand: { id: item.brand?.id ?? item.brand_id, name: item.brand?.name ?? '', slug: item.brand?.slug ?? '' },
    locations: item.locations.map(shipFromLocation),
  };
}
