import { Controller, Get } from '@nestjs/common';
import { TRADER_API } from '@solar/contracts';
import { Public } from '@solar/platform';
import { DealGraphService } from './deal-graph.service';

/**
 * The buyers' price chart. Registered before DealsController (see TraderModule): `listing/:listing_id` would
 * take `graph-deals` for a deal's id.
 */
@Controller()
export class DealGraphController {
  constructor(private readonly graph: DealGraphService) {}

  @Get(TRADER_API.graphDeals)
  @Public()
  dealGraph() {
    return this.graph.graph();
  }
}
