import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ADMIN_API, ADMIN_MESSAGES, BulkEditBody, type AccessTokenClaims } from '@solar/contracts';
import { AcceptedOrRepeated, AdminOnly, CurrentUser, withMessage } from '@solar/platform';
import type { Response } from 'express';
import { BulkEdits } from './bulk-edits.service';

const M = ADMIN_MESSAGES;

/** `admin/bulk-edit`, `admin/bulk-edit/{id}`. */
@Controller()
@AdminOnly()
export class BulkEditsController {
  constructor(private readonly edits: BulkEdits) {}

  /** 202 for a new bulk edit; 200 with the first one for a request sent again. */
  @Post(ADMIN_API.bulkEdit)
  @AcceptedOrRepeated()
  async start(@CurrentUser() caller: AccessTokenClaims, @Body() body: BulkEditBody, @Res({ passthrough: true }) res: Response) {
    const { view, created } = await this.edits.start(caller, body);
    res.status(created ? 202 : 200);
    return withMessage(view, M.editSent);
  }

  @Get(ADMIN_API.bulkEditOne.template)
  one(@Param('id') id: string) {
    return this.edits.one(id);
  }
}
