import { BadRequestException, Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  MESSAGES,
  SELF_SERVICE_ROLES,
  validateSignIn,
  type AccessTokenClaims,
  type ChangeRoleRequest,
  type LoginRequest,
} from '@solar/contracts';
import { clientIp, CurrentUser, FormRules, Public, withMessage } from '@solar/platform';
import type { Request, Response } from 'express';
import { accountOf } from '../users/account-of';
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
  async logout(@CurrentUser() caller: AccessTokenClaims) {
    await this.sessions.logout(caller);
    return withMessage({ logged_out: true }, MESSAGES.identity.loggedOut);
  }

  @Post('v1/client/logout')
  @HttpCode(200)
  logoutPost(@CurrentUser() caller: AccessTokenClaims) {
    return this.logout(caller);
  }

  @Post('v1/client/change-role')
  @HttpCode(200)
  async changeRole(@CurrentUser() caller: AccessTokenClaims, @Body() body: Partial<ChangeRoleRequest>) {
    const userId = accountOf(caller);
    if (!body || !(SELF_SERVICE_ROLES as readonly unknown[]).includes(body.role)) {
      throw new BadRequestException({ errors: { role: [MESSAGES.identity.roleNotAllowed] } });
    }
    return withMessage(await this.sessions.addRole(userId, body.role as ChangeRoleRequest['role']), MESSAGES.identity.roleAdded);
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
