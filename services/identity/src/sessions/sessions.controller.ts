import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ChangeRoleBody, GuestLoginBody, IDENTITY_API, LoginBody, MESSAGES, type AccessTokenClaims } from '@solar/contracts';
import { clientIp, CurrentUser, Public, withMessage } from '@solar/platform';
import type { Request, Response } from 'express';
import { accountOf } from '../users/account-of';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Post(IDENTITY_API.login)
  @Public()
  @HttpCode(200)
  async login(
    @Body() form: LoginBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    // A guest's own token, sent as the bearer, is what lets `guestId`'s cart move to the account.
    @CurrentUser() presented?: AccessTokenClaims,
  ) {
    return withMessage(await this.sessions.login(form, clientIp(req), res, presented), MESSAGES.toast.loggedIn);
  }

  /** The spec's sign-out is a GET; POST is accepted too, as clients usually send one. */
  @Get(IDENTITY_API.logout)
  @HttpCode(200)
  async logout(@CurrentUser() caller: AccessTokenClaims) {
    await this.sessions.logout(caller);
    return withMessage({ logged_out: true }, MESSAGES.identity.loggedOut);
  }

  @Post(IDENTITY_API.logout)
  @HttpCode(200)
  logoutPost(@CurrentUser() caller: AccessTokenClaims) {
    return this.logout(caller);
  }

  @Post(IDENTITY_API.changeRole)
  @HttpCode(200)
  async changeRole(@CurrentUser() caller: AccessTokenClaims, @Body() form: ChangeRoleBody) {
    return withMessage(await this.sessions.addRole(accountOf(caller), form.role), MESSAGES.identity.roleAdded);
  }

  @Get(IDENTITY_API.loginSettings)
  @Public()
  settings() {
    return this.sessions.loginSettings();
  }

  @Post(IDENTITY_API.guestLogin)
  @Public()
  @HttpCode(200)
  guestLogin(@CurrentUser() caller: AccessTokenClaims | undefined, @Body() form: GuestLoginBody) {
    // The body's rule answers the guest id named, lower-cased, or none; anything else was a 400 already.
    return this.sessions.guestLogin(caller, form.guest_id);
  }
}
