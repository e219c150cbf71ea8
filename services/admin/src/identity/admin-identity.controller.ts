import { Controller, Get } from '@nestjs/common';
import { ADMIN_API, type AccessTokenClaims, type AdminIdentity } from '@solar/contracts';
import { AdminOnly, CurrentUser } from '@solar/platform';
import { AdminAccounts } from '../accounts/admin-accounts.service';

/** `admin/validate-token`: the admin pages ask who the caller is before showing anything. */
@Controller()
@AdminOnly()
export class AdminIdentityController {
  constructor(private readonly accounts: AdminAccounts) {}

  @Get(ADMIN_API.validateToken)
  async validate(@CurrentUser() caller: AccessTokenClaims): Promise<AdminIdentity> {
    const account = await this.accounts.find(caller.sub);
    return {
      id: caller.sub,
      firstname: account?.firstname || caller.firstname || '',
      lastname: account?.lastname || caller.lastname || '',
      email: account?.email ?? '',
      roles: caller.roles,
    };
  }
}
