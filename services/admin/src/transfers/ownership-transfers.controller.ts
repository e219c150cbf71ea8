import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ADMIN_API, ADMIN_MESSAGES, AdminPageQuery, OwnershipTransferBody, type AccessTokenClaims } from '@solar/contracts';
import { AcceptedOrRepeated, AdminOnly, CurrentUser, withMessage } from '@solar/platform';
import type { Response } from 'express';
import { OwnershipTransfers } from './ownership-transfers.service';

const M = ADMIN_MESSAGES;

/** `admin/ownership-transfer`, `admin/ownership-transfer/{id}`. */
@Controller()
@AdminOnly()
export class OwnershipTransfersController {
  constructor(private readonly transfers: OwnershipTransfers) {}

  /** 202 for a new transfer; 200 with the first one for a request sent again. */
  @Post(ADMIN_API.ownershipTransfer)
  @AcceptedOrRepeated()
  async start(@CurrentUser() caller: AccessTokenClaims, @Body() body: OwnershipTransferBody, @Res({ passthrough: true }) res: Response) {
    const { view, created } = await this.transfers.start(caller, body);
    res.status(created ? 202 : 200);
    return withMessage(view, M.transferStarted);
  }

  @Get(ADMIN_API.ownershipTransfer)
  page(@Query() query: AdminPageQuery) {
    return this.transfers.page(query);
  }

  @Get(ADMIN_API.ownershipTransferOne.template)
  one(@Param('id') id: string) {
    return this.transfers.one(id);
  }
}
