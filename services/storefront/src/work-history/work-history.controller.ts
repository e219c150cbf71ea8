import { Body, Controller, Delete, HttpCode, Param, Post, Put } from '@nestjs/common';
import { STOREFRONT_API, SellerRefBody, WorkHistoryBody, type AccessTokenClaims } from '@solar/contracts';
import { CurrentUser, Public, Roles, withMessage } from '@solar/platform';
import { WorkHistory } from './work-history.service';

/** `work-history/create`, `work-history/{id}` (PUT, DELETE): the seller's own entries. */
@Controller()
@Roles('seller')
export class WorkHistoryController {
  constructor(private readonly history: WorkHistory) {}

  @Post(STOREFRONT_API.workHistoryCreate)
  create(@CurrentUser() seller: AccessTokenClaims, @Body() body: WorkHistoryBody) {
    return this.history.create(seller.sub, body);
  }

  @Put(STOREFRONT_API.workHistoryOne.template)
  update(@CurrentUser() seller: AccessTokenClaims, @Param('id') id: string, @Body() body: WorkHistoryBody) {
    return this.history.update(seller.sub, id, body);
  }

  @Delete(STOREFRONT_API.workHistoryOne.template)
  async remove(@CurrentUser() seller: AccessTokenClaims, @Param('id') id: string) {
    return withMessage(await this.history.remove(seller.sub, id), 'Deleted.');
  }
}

/** `work-history/list`: anyone's read. */
@Controller()
@Public()
export class WorkHistoryListController {
  constructor(private readonly history: WorkHistory) {}

  @Post(STOREFRONT_API.workHistoryList)
  @HttpCode(200)
  list(@CurrentUser() caller: AccessTokenClaims | undefined, @Body() body: SellerRefBody) {
    return this.history.list(body.seller_id, caller);
  }
}
