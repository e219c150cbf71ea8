import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UploadedFile } from '@nestjs/common';
import {
  CONTENT_API,
  CUSTOM_ORDER_MESSAGES,
  CustomOrderAnswerBody,
  CustomOrderBody,
  CustomOrderListQuery,
  FileUploadFields,
  type AccessTokenClaims,
} from '@solar/contracts';
import { clientIp, CurrentUser, type IncomingFile, LimitUploadsPerAccount, Public, Roles, SingleFileUpload, withMessage } from '@solar/platform';
import type { Request, Response } from 'express';
import { CustomOrderRateLimits, CustomOrderAnswerRateLimits, CustomOrders } from './custom-orders.service';

const M = CUSTOM_ORDER_MESSAGES;

@Controller()
export class CustomOrdersController {
  constructor(
    private readonly orders: CustomOrders,
    private readonly createLimits: CustomOrderRateLimits,
    private readonly answerLimits: CustomOrderAnswerRateLimits,
  ) {}

  @Get(CONTENT_API.customOrderCategories)
  @Public()
  categories() {
    return this.orders.categories();
  }

  @Get(CONTENT_API.customOrdersList)
  @Public()
  list(@Query() query: CustomOrderListQuery) {
    return this.orders.list(query);
  }

  @Post(CONTENT_API.customOrderCreate)
  @Roles('customer')
  @HttpCode(201)
  async create(@CurrentUser() buyer: AccessTokenClaims, @Body() body: CustomOrderBody, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.createLimits.take(buyer.sub, clientIp(req), res);
    return withMessage(await this.orders.create(buyer, body), M.created);
  }

  @Post(CONTENT_API.customOrderFileUpload)
  @Roles('customer')
  @LimitUploadsPerAccount()
  @SingleFileUpload()
  upload(@CurrentUser() buyer: AccessTokenClaims, @UploadedFile() file: IncomingFile | undefined, @Body() fields: FileUploadFields) {
    return this.orders.upload(buyer.sub, fields.type ?? 'document', file);
  }

  @Get(CONTENT_API.customOrdersMine)
  @Roles('customer')
  mine(@CurrentUser() buyer: AccessTokenClaims) {
    return this.orders.mine(buyer);
  }

  @Post(CONTENT_API.customOrderAnswer.template)
  @Roles('seller')
  @HttpCode(200)
  async answer(
    @CurrentUser() seller: AccessTokenClaims,
    @Param('id') id: string,
    @Body() body: CustomOrderAnswerBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.answerLimits.take(seller.sub, clientIp(req), res);
    await this.orders.answer(seller, id, body);
    return withMessage({ id }, M.answered);
  }

  @Post(CONTENT_API.customOrderClose.template)
  @Roles('customer')
  @HttpCode(200)
  async close(@CurrentUser() buyer: AccessTokenClaims, @Param('id') id: string) {
    await this.orders.close(buyer, id);
    return withMessage({ id }, M.closed);
  }
}
