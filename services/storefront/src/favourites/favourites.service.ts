import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  STOREFRONT_LIMITS,
  STOREFRONT_MESSAGES as M,
  searchBody,
  type AccessTokenClaims,
  type NormalisedSearchObject,
  type PageOf,
  type StorefrontCard,
} from '@solar/contracts';
import { BusinessRuleError, findPage, ForbiddenError, isDuplicateKeyError } from '@solar/platform';
import type { Model } from 'mongoose';
import { Favourite } from './favourite.schema';
import { Storefronts } from '../stores/storefronts.service';

/** The favourite list pages only. */
export class FavouriteListBody extends searchBody({ fields: [] }) {}

/** A guest session follows nothing: favourites belong to accounts. */
export function requireAccount(caller: AccessTokenClaims): string {
  if (caller.guest) throw new ForbiddenError('Sign in to follow stores.');
  return caller.sub;
}

/** Stores an account follows. */
@Injectable()
export class Favourites {
  constructor(
    @InjectModel(Favourite.name) private readonly favourites: Model<Favourite>,
    private readonly stores: Storefronts,
  ) {}

  async set(userId: string, storeUuid: string, favourite: boolean): Promise<{ store_uuid: string; favourite: boolean }> {
    if (!favourite) {
      await this.favourites.deleteOne({ user_id: userId, store_uuid: storeUuid });
      return { store_uuid: storeUuid, favourite: false };
    }
    const store = await this.stores.publicByUuid(storeUuid);
    if (store.user_id === userId) throw new BusinessRuleError(M.ownStoreFavourite);
    if ((await this.favourites.countDocuments({ user_id: userId })) >= STOREFRONT_LIMITS.favouritesMax) throw new BusinessRuleError(M.tooManyFavourites);
    try {
      await this.favourites.create({ user_id: userId, store_uuid: storeUuid, created_at: new Date() });
    } catch (error) {
      // Followed already: following again changes nothing.
      if (!isDuplicateKeyError(error)) throw error;
    }
    return { store_uuid: storeUuid, favourite: true };
  }

  async isFavourite(userId: string | undefined, storeUuid: string): Promise<boolean> {
    return !!userId && (await this.favourites.exists({ user_id: userId, store_uuid: storeUuid })) !== null;
  }

  /** The account's followed stores that are public now, newest follow first. */
  async list(userId: string, search: NormalisedSearchObject): Promise<PageOf<StorefrontCard>> {
    const page = await findPage(
      this.favourites,
      search,
      { allowList: { fields: [] }, defaultSort: { field: 'created_at', direction: 'desc' }, tieBreak: { store_uuid: 1 }, defaultLimit: 20, maxLimit: 48 },
      { filter: { user_id: userId } },
    );
    const stores = await this.stores.byUuids(page.items.map((favourite) => favourite.store_uuid));
    const items = page.items.flatMap((favourite) => {
      const store = stores.get(favourite.store_uuid);
      return store?.is_enable ? [this.stores.card(store)] : [];
    });
    return { ...page, items };
  }
}
