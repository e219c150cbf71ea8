import { BadRequestException, Body, Controller, Get, HttpCode, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import {
  MESSAGES,
  httpErrorMessage,
  SELF_SERVICE_ROLES,
  validateSignIn,
  type AccessTokenClaims,
  type ChangeRoleRequest,
  type LoginRequest,
} from '@solar/contracts';
import { clientIp, CurrentUser, FormRules, Public, withMessage } from '@solar/platform';
import type { Request, Response } from 'express';
import { SessionsService } from './sessions.service';

const GUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Post('v1/client/login')
  @Public()
  @HttpCode(200)
  async login(@Body(new FormRules(validateSignIn)) form: LoginRequest, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return withMessage(await this.sessions.login(form, clientIp(req), res), MESSAGES.toast.loggedIn);
  }

  /** The spec's sign-out is a GET; POST is accepted too, as clients usually send one. */
  @Get('v1/client/logout')
  @HttpCode(200)
  async logout(@Req() req: Request) {
    await this.sessions.logout(bearerToken(req));
    return withMessage({ logged_out: true }, MESSAGES.identity.loggedOut);
  }

  @Post('v1/client/logout')
  @HttpCode(200)
  logoutPost(@Req() req: Request) {
    return this.logout(req);
  }

  @Post('v1/client/change-role')
  @HttpCode(200)
  async changeRole(@CurrentUser() caller: AccessTokenClaims, @Body() body: Partial<ChangeRoleRequest>) {
    if (caller.guest) throw new UnauthorizedException(httpErrorMessage(401));
    if (!body || !(SELF_SERVICE_ROLES as readonly unknown[]).includes(body.role)) {
      throw new BadRequestException({ errors: { role: [MESSAGES.identity.roleNotAllowed] } });
    }
    return withMessage(await this.sessions.addRole(caller.sub, body.role as ChangeRoleRequest['role']), MESSAGES.identity.roleAdded);
  }

  @Get('login-info/setting')
  @Public()
  settings() {
    return this.sessions.loginSettings();
  }

  @Post('login-info/guest-login')
  @Public()
  @HttpCode(200)
  guestLogin(@Body() body: { guest_id?: unknown; guestId?: unknown }) {
    const guestId = body?.guest_id ?? body?.guestId;
    if (typeof guestId !== 'string' || !GUEST_ID.test(guestId)) {
      throw new BadRequestException({ errors: { guest_id: ['The guest id must be a uuid.'] } });
    }
    return this.sessions.guestLogin(guestId.toLowerCase());
  }
}

function bearerToken(req: Request): string {
  const [, token] = (req.headers.authorization ?? '').split(' ');
  return token ?? '';
}
