import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ADMIN_API, ADMIN_MESSAGES, CandidatesQuery, MERCHANDISING_API, MerchandisingBody, type AccessTokenClaims } from '@solar/contracts';
import { AdminOnly, CurrentUser, Public, withMessage } from '@solar/platform';
import { CuratedLists } from './curated-lists.service';

const M = ADMIN_MESSAGES;

/** `admin/merchandising/{list}`, `admin/merchandising-candidates`. */
@Controller()
@AdminOnly()
export class CuratedListsController {
  constructor(private readonly lists: CuratedLists) {}

  @Get(ADMIN_API.merchandising.template)
  entries(@Param('list') list: string) {
    return this.lists.entries(list);
  }

  @Put(ADMIN_API.merchandising.template)
  async replace(@CurrentUser() caller: AccessTokenClaims, @Param('list') list: string, @Body() body: MerchandisingBody) {
    return withMessage(await this.lists.replace(caller, list, body), M.saved);
  }

  @Get(ADMIN_API.merchandisingCandidates)
  candidates(@Query() query: CandidatesQuery) {
    return this.lists.candidates(query);
  }
}

/** `v1/client/merchandising/{list}`: a list's public entries, for anyone. */
@Controller()
@Public()
export class PublicListsController {
  constructor(private readonly lists: CuratedLists) {}

  @Get(MERCHANDISING_API.list.template)
  entries(@Param('list') list: string) {
    return this.lists.publicEntries(list);
  }
}
