import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { SEARCH_API, SuggestionsBody, type SuggestionsAnswer } from '@solar/contracts';
import { CurrentUser, Public, type CurrentUserClaims } from '@solar/platform';
import { SuggestionsService } from './suggestions.service';

/** The header's global search box: deals, products and stores matching what the shopper is typing. */
@Controller()
@Public()
export class SuggestionsController {
  constructor(private readonly suggestions: SuggestionsService) {}

  @Post(SEARCH_API.suggestions)
  @HttpCode(200)
  suggest(@Body() body: SuggestionsBody, @CurrentUser() caller: CurrentUserClaims | undefined): Promise<SuggestionsAnswer> {
    return this.suggestions.suggest(body.query, caller?.guest ? undefined : caller?.sub);
  }
}
