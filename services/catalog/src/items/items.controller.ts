import { Body, Controller, Get, Param, ParseIntPipe, Put, Query } from '@nestjs/common';
import { ItemStatusChange } from '@solar/contracts';
import { Public, Roles, parsePageQuery } from '@solar/platform';
import { ItemsService } from './items.service';

@Controller('v1/client')
export class ItemsController {
  constructor(private readonly items: ItemsService) {}

  @Get('items/related/:id')
  @Public()
  related(@Param('id', ParseIntPipe) id: number) {
    return this.items.related(id);
  }

  @Get('items/:uuid')
  @Public()
  get(@Param('uuid') uuid: string) {
    return this.items.getPublic(uuid);
  }

  @Put('admin/items/:uuid/status')
  @Roles('admin')
  setStatus(@Param('uuid') uuid: string, @Body() change: ItemStatusChange) {
    return this.items.setStatus(uuid, change.status, change.reason ?? null);
  }
}

/** Service-to-service routes; the gateway never routes /internal. */
@Controller('internal/items')
export class InternalItemsController {
  constructor(private readonly items: ItemsService) {}

  /** Item payloads in id order, for a consumer that rebuilds its read model (search reindex). */
  @Get()
  @Roles('admin')
  export(@Query() query: Record<string, string | undefined>) {
    const { limit } = parsePageQuery(query, { page: 1, limit: 200 });
    const after = Number(query.after_id ?? 0);
    return this.items.exportPayloads(Number.isFinite(after) ? after : 0, limit);
  }
}
