import { Controller, Get } from '@nestjs/common';
import { ADMIN_API, type AccessTokenClaims, type AdminIdentity } from '@solar/contracts';
import { CurrentUser, Roles } from '@solar/platform';

/** `admin/validate-token`: the admin pages ask who the caller is before showing anything. */
@Controller()
@Roles('admin')
export class AdminIdentityController {
  @Get(ADMIN_API.validateToken)
  validate(@CurrentUser() caller: AccessTokenClaims): AdminIdentity {
    return { id: caller.sub, firstname: caller.firstname ?? '', lastname: caller.lastname ?? '', email: '', roles: caller.roles };
  }
}
