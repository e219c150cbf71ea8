import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { CONTENT_API, CONTENT_MESSAGES, ContentPageBody, type AccessTokenClaims } from '@solar/contracts';
import { AdminOnly, CurrentUser, Public, withMessage } from '@solar/platform';
import { ContentPages } from './pages.service';

const M = CONTENT_MESSAGES;

@Controller()
@Public()
export class PublicPagesController {
  constructor(private readonly pages: ContentPages) {}

  @Get(CONTENT_API.page.template)
  one(@Param('slug') slug: string) {
    return this.pages.one(slug);
  }
}

@Controller()
@AdminOnly()
export class AdminPagesController {
  constructor(private readonly pages: ContentPages) {}

  @Get(CONTENT_API.adminPages)
  all() {
    return this.pages.all();
  }

  @Get(CONTENT_API.adminPage.template)
  one(@Param('slug') slug: string) {
    return this.pages.forEditing(slug);
  }

  @Put(CONTENT_API.adminPage.template)
  async save(@CurrentUser() editor: AccessTokenClaims, @Param('slug') slug: string, @Body() body: ContentPageBody) {
    return withMessage(await this.pages.save(editor, slug, body), M.pageSaved);
  }
}
