import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { FavouriteBody, STOREFRONT_API, STOREFRONT_MESSAGES as M, type AccessTokenClaims } from '@solar/contracts';
import { CurrentUser, withMessage } from '@solar/platform';
import { FavouriteListBody, requireAccount, Favourites } from './favourites.service';

/** `storefront/favourite`, `storefront/favourite/list`: any signed-in account. */
@Controller()
export class FavouritesController {
  constructor(private readonly favourites: Favourites) {}

  @Post(STOREFRONT_API.favourite)
  @HttpCode(200)
  async set(@CurrentUser() caller: AccessTokenClaims, @Body() body: FavouriteBody) {
    const answer = await this.favourites.set(requireAccount(caller), body.store_uuid, body.favourite ?? true);
    return withMessage(answer, answer.favourite ? M.favouriteAdded : M.favouriteRemoved);
  }

  @Post(STOREFRONT_API.favouriteList)
  @HttpCode(200)
  list(@CurrentUser() caller: AccessTokenClaims, @Body() search: FavouriteListBody) {
    return this.favourites.list(requireAccount(caller), search);
  }
}
