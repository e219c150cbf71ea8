import { Injectable } from '@nestjs/common';
import { STOREFRONT_MESSAGES as M, type AccessTokenClaims, type SellerDetailView, type StorefrontBrand } from '@solar/contracts';
import { NotFoundError } from '@solar/platform';
import { Favourites } from '../favourites/favourites.service';
import { Storefronts } from '../stores/storefronts.service';
import { SellerItems } from './seller-items.service';

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

@Injectable()
export class SellerDetails {
  constructor(
    private readonly stores: Storefronts,
    private readonly items: SellerItems,
    private readonly favourites: Favourites,
  ) {}

  /** A seller's public details; the seller reads their own even while the store is switched off. */
  async of(sellerId: string, caller: AccessTokenClaims | undefined): Promise<SellerDetailView> {
    const own = caller?.sub === sellerId;
    const store = own ? await this.stores.mine(sellerId) : await this.stores.publicOf(sellerId).catch(() => null);
    if (!store) throw new NotFoundError(M.notFound, { seller_detail_id: [M.notFound] });
    const [figures, firstListed] = await Promise.all([this.items.figures(sellerId), this.items.firstListedAt(sellerId)]);
    // Active since the first listing when it came before the store (its sales count from there), else since the store opened.
    const opened = new Date(store.created_at);
    const since = firstListed && firstListed < opened ? firstListed : opened;
    return {
      seller_id: sellerId,
      store: this.stores.view(store),
      years_active: Math.max(0, Math.floor((Date.now() - since.getTime()) / YEAR_MS)),
      member_since: since.toISOString(),
      ...figures,
      is_favourite: caller && !caller.guest ? await this.favourites.isFavourite(caller.sub, store.uuid) : false,
    };
  }

  /** The brands of the seller's public items, of an enabled store only. */
  async brands(sellerId: string): Promise<StorefrontBrand[]> {
    await this.stores.publicOf(sellerId);
    return (await this.items.figures(sellerId)).brands;
  }
}
