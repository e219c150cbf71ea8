import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { IDENTITY_API, MESSAGES, OAUTH_MESSAGES, OAuthCallbackBody, OAuthLinkBody, OAuthStartQuery, type AccessTokenClaims } from '@solar/contracts';
import { AlsoAnswers, clientIp, CurrentUser, Public, RateLimits, RedirectsBrowser, withMessage } from '@solar/platform';
import type { Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../identity.options';
import { AttemptLimiter } from '../sessions/attempt-limiter';
import { OAuthService } from './oauth.service';
import { OpenIdProviders } from './openid-providers';

/**
 * The browser's secret that binds a sign-in to the browser that started it: an HttpOnly cookie the start route
 * sets and only the oauth routes receive. A callback posted from any other browser (someone else's code and
 * state, to sign the victim in to the attacker's account) finds no attempt.
 */
const BINDING_COOKIE = 'solar_oauth_binding';
const BINDING_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const BINDING_PATH = '/v1/client/oauth';
const BINDING_MAX_AGE_MS = 30 * 60_000;

function bindingOf(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === BINDING_COOKIE && BINDING_PATTERN.test(value.join('='))) return value.join('=');
  }
  return undefined;
}

/** Sign-in with Google and Facebook (see OAuthService); every step counted per client address. */
@Controller()
@Public()
export class OAuthController {
  private readonly stepsPerAddress: AttemptLimiter;

  constructor(
    private readonly oauth: OAuthService,
    private readonly providers: OpenIdProviders,
    @Inject(IDENTITY_SETTINGS) private readonly settings: IdentitySettings,
    rateLimits: RateLimits,
  ) {
    this.stepsPerAddress = new AttemptLimiter(rateLimits, 'oauth-address', settings.attemptLimits.oauthPerAddress);
  }

  /** The browser navigates here (Continue with Google); the answer sends it to the provider's sign-in page. */
  @Get(IDENTITY_API.oauthStart.template)
  @RedirectsBrowser("To the provider's sign-in page, with state, nonce and a PKCE challenge (S256)")
  @AlsoAnswers(503, 'The provider cannot be reached')
  async start(@Param('provider') name: string, @Query() query: OAuthStartQuery, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const provider = this.providers.configured(name);
    await this.stepsPerAddress.take([clientIp(req)], res);
    // One binding for every attempt of this browser: two sign-ins started in two tabs both come back.
    const binding = bindingOf(req) ?? randomBytes(32).toString('base64url');
    const url = await this.oauth.start(provider, binding, query.return_to?.trim() || '/');
    res.cookie(BINDING_COOKIE, binding, {
      httpOnly: true,
      sameSite: 'lax',
      secure: new URL(this.settings.publicUrl).protocol === 'https:',
      path: BINDING_PATH,
      maxAge: BINDING_MAX_AGE_MS,
    });
    return { url: url.toString() };
  }

  /**
   * The google and facebook callbacks: the web page the provider sent the browser back to posts its code and
   * state. Answers the session, or (an account already has the email) a link token for oauth/check/user.
   */
  @Post(IDENTITY_API.oauthCallback.template)
  @HttpCode(200)
  @AlsoAnswers(503, 'The provider cannot be reached')
  async callback(
    @Param('provider') name: string,
    @Body() form: OAuthCallbackBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    // A guest's own token as the bearer moves the guest's cart, as at login.
    @CurrentUser() presented?: AccessTokenClaims,
  ) {
    const provider = this.providers.configured(name);
    await this.stepsPerAddress.take([clientIp(req)], res);
    const result = await this.oauth.callback(provider, form, bindingOf(req), presented);
    const message =
      result.result === 'link_required'
        ? OAUTH_MESSAGES.linkNeeded(provider, result.email)
        : result.new_account
          ? OAUTH_MESSAGES.accountCreated
          : MESSAGES.toast.loggedIn;
    return withMessage(result, message);
  }

  /** The password of the account the provider's email belongs to: links the provider and signs in. */
  @Post(IDENTITY_API.oauthCheckUser)
  @HttpCode(200)
  async checkUser(@Body() form: OAuthLinkBody, @Req() req: Request, @Res({ passthrough: true }) res: Response, @CurrentUser() presented?: AccessTokenClaims) {
    await this.stepsPerAddress.take([clientIp(req)], res);
    const result = await this.oauth.linkWithPassword(form, clientIp(req), res, presented);
    return withMessage(result, OAUTH_MESSAGES.linked(result.provider));
  }
}
