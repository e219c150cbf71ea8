import { Controller, Get, Query } from '@nestjs/common';
import { ADMIN_API, AccountsQuery } from '@solar/contracts';
import { AdminOnly } from '@solar/platform';
import { AdminAccounts } from './admin-accounts.service';

/** `admin/accounts`: accounts by name or e-mail, of one role (the transfer's target, a private deal's buyers). */
@Controller()
@AdminOnly()
export class AdminAccountsController {
  constructor(private readonly accounts: AdminAccounts) {}

  @Get(ADMIN_API.accounts)
  page(@Query() query: AccountsQuery) {
    return this.accounts.page(query);
  }
}
