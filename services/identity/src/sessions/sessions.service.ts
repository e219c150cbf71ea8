import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  EVENTS,
  GUEST_ID_PREFIX,
  GUEST_SESSION_MESSAGES,
  LEGACY_GUEST_ID_PATTERN,
  MESSAGES,
  type AccessTokenClaims,
  type AuthToken,
  type GuestSessionData,
  type IdentitySessionRevokedPayload,
  type IdentityUserSignedInPayload,
  type LoginRequest,
  type LoginSettings,
  type SelfServiceRole,
  type SessionData,
  LIMITS,
} from '@solar/contracts';
import { ForbiddenError, Outbox, isDuplicateKeyError, RateLimits, RevokedTokens, TokenService, UnauthorizedError } from '@solar/platform';
import type { Response } from 'express';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { AccountsService } from '../accounts/accounts.service';
import { burnVerificationTime, verifySecret } from '../accounts/secrets';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../identity.options';
import { configuredProviders } from '../oauth/oauth.options';
import { normalizeEmail, sessionUser } from '../users/user-view';
import { User } from '../users/user.schema';
import { admitCheck, FailureLimiter, type AdmittedCheck } from './attempt-limiter';
import { LegacyGuest } from './legacy-guest.schema';
import { RevokedToken } from './revoked-token.schema';

/** Sign-in, sign-out, guest sessions and role changes: everything that hands out or takes back a token. */
@Injectable()
export class SessionsService {
  private readonly loginFailures: FailureLimiter;
  private readonly loginFailuresByAddress: FailureLimiter;

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(RevokedToken.name) private readonly revokedTokens: Model<RevokedToken>,
    @InjectModel(LegacyGuest.name) private readonly legacyGuests: Model<LegacyGuest>,
    @Inject(IDENTITY_SETTINGS) private readonly settings: IdentitySettings,
    private readonly tokens: TokenService,
    private readonly revoked: RevokedTokens,
    private readonly outbox: Outbox,
    private readonly accounts: AccountsService,
    rateLimits: RateLimits,
  ) {
    const limits = settings.attemptLimits;
    this.loginFailures = new FailureLimiter(rateLimits, 'login', limits.loginPerAccount);
    this.loginFailuresByAddress = new FailureLimiter(rateLimits, 'login-address', limits.loginPerAddress);
  }

  /**
   * Checks the password first and the account state second, so a stranger cannot learn whether an address
   * has an account. A password is checked only once admitted against the account and the client address: the
   * failures so far (in the store, seen by every instance) plus the checks in flight must stay within the limits,
   * decided atomically before the check (see FailureLimiter), so parallel attempts cannot all pass. Past the limit even the right password is
   * refused (429 with Retry-After) until the window ends.
   */
  async login(form: LoginRequest, clientAddress: string, response: Response, presented?: AccessTokenClaims): Promise<SessionData> {
    const user = await this.checkPassword(form.email, form.password, clientAddress, response);
    if (user.status !== 'active') throw new ForbiddenError(MESSAGES.toast.inactiveUser);
    return this.signIn(user, guestToMerge(form, presented));
  }

  /**
   * The account of `email` if `password` is its password, within the sign-in limits of the account and the
   * client address (see login); a wrong one answers 401 and counts. Also the password step of linking a
   * sign-in provider to an account (OAuthService). The account's state is the caller's to check.
   */
  async checkPassword(email: string, password: string, clientAddress: string, response: Response): Promise<User> {
    const normalized = normalizeEmail(email);
    const check = await admitCheck(
      [
        [this.loginFailures, normalized],
        [this.loginFailuresByAddress, clientAddress],
      ],
      response,
    );
    const user = await this.accountWithPassword(normalized, password, check);
    await this.loginFailures.reset(normalized);
    return user;
  }

  /** Records the sign-in (`identity.user.signed-in`, which moves `guestId`'s cart) and answers the session. */
  async signIn(
    user: Pick<User, 'id' | 'firstname' | 'lastname' | 'roles'> & { session_version?: number | null },
    guestId: string | null,
  ): Promise<SessionData> {
    const signedIn: IdentityUserSignedInPayload = { user_id: user.id, guest_id: guestId, signed_in_at: new Date().toISOString() };
    await this.users.updateOne(
      { id: user.id },
      { $set: { last_login_at: new Date() }, ...this.outbox.pushEvents(this.outbox.event(EVENTS.identity.userSignedIn, user.id, signedIn)) },
    );
    return this.session(user, guestId);
  }

  /** The account if the password is right; a wrong one (or an unknown email) counts as a failure: 401. */
  private async accountWithPassword(email: string, password: string, check: AdmittedCheck) {
    try {
      const user = await this.users.findOne({ email }).select('+password_hash').lean();
      const passwordMatches = user ? await verifySecret(user.password_hash, password) : (await burnVerificationTime(password), false);
      if (user && passwordMatches) return user;
      await check.failed();
    } finally {
      check.passed(); // the right password, or a failure of ours: not a wrong guess (nothing once failed)
    }
    throw new UnauthorizedError(MESSAGES.identity.invalidCredentials);
  }

  /** Revokes the caller's token here at once and, through the event, in every other service. */
  async logout(claims: AccessTokenClaims): Promise<void> {
    if (!claims.jti) return;
    const expiresAt = new Date((claims.exp ?? Math.floor(Date.now() / 1000) + this.settings.tokenTtlSeconds) * 1000);
    this.revoked.revoke(claims.jti, expiresAt);
    const payload: IdentitySessionRevokedPayload = { jti: claims.jti, user_id: claims.sub, expires_at: expiresAt.toISOString() };
    await this.revokedTokens.updateOne(
      { jti: claims.jti },
      {
        $setOnInsert: {
          jti: claims.jti,
          user_id: claims.sub,
          expires_at: expiresAt,
          _outbox: [this.outbox.event(EVENTS.identity.sessionRevoked, claims.jti, payload)],
        },
      },
      { upsert: true },
    );
  }

  loginSettings(): LoginSettings {
    return { guest_login: this.settings.guestLogin, password_min: LIMITS.passwordMin, providers: configuredProviders(this.settings.oauth) };
  }

  /**
   * A token for a visitor without an account (no roles, the subject is the guest id that owns its cart), only
   * ever for a guest id the caller holds: a new one identity issues (`guest-<uuid>`, never an account's id);
   * the caller's own, renewed when it presents that guest's valid token; or a uuid its browser generated
   * before guest ids were issued, confirmed once if no account has it. Anything else answers 403.
   */
  async guestLogin(caller: AccessTokenClaims | undefined, proposed: string | undefined): Promise<GuestSessionData> {
    if (!this.settings.guestLogin) throw new ForbiddenError(MESSAGES.identity.guestLoginDisabled);
    if (caller && !caller.guest) throw new ForbiddenError(GUEST_SESSION_MESSAGES.signedIn);
    const notYours = () => new ForbiddenError({ guest_id: [GUEST_SESSION_MESSAGES.notYours] });
    if (caller) {
      if (proposed !== undefined && proposed !== caller.sub.toLowerCase()) throw notYours();
      return this.guestSession(caller.sub);
    }
    if (proposed === undefined) return this.guestSession(`${GUEST_ID_PREFIX}${randomUUID()}`);
    if (LEGACY_GUEST_ID_PATTERN.test(proposed) && (await this.confirmLegacyGuest(proposed))) return this.guestSession(proposed);
    throw notYours();
  }

  /** Confirms a browser-generated guest uuid once, and never one that is an account's id. */
  private async confirmLegacyGuest(id: string): Promise<boolean> {
    if (await this.users.exists({ id })) return false;
    try {
      await this.legacyGuests.create({ id });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  private guestSession(guestId: string): GuestSessionData {
    const ttlSeconds = this.settings.guestTokenTtlSeconds;
    const access_token = this.tokens.sign({ sub: guestId, roles: [], guest: true }, { ttlSeconds });
    return { auth: { access_token, token_type: 'Bearer', expires_in: ttlSeconds }, guest_id: guestId, role: [] };
  }

  /** Adds customer or seller to the caller's roles and answers a fresh session carrying them. */
  async addRole(userId: string, role: SelfServiceRole): Promise<SessionData> {
    const user = await this.accounts.grantRole({ id: userId, status: 'active' }, role);
    if (!user) throw new UnauthorizedError(MESSAGES.toast.inactiveUser);
    return this.session(user);
  }

  /**
   * `mergedGuestId`: the guest whose cart this sign-in moves to the account (the cart service merges no other).
   * The token carries the session version read with the account (`sv`): a password change since refuses it.
   * Also the fresh session a password change answers (ProfileService).
   */
  session(user: Pick<User, 'id' | 'firstname' | 'lastname' | 'roles'> & { session_version?: number | null }, mergedGuestId: string | null = null): SessionData {
    const access_token = this.tokens.sign({
      sub: user.id,
      roles: user.roles,
      firstname: user.firstname,
      lastname: user.lastname,
      sv: user.session_version ?? 0,
      ...(mergedGuestId ? { merged_guest_id: mergedGuestId } : {}),
    });
    return { auth: this.authToken(access_token), user: sessionUser(user), role: user.roles };
  }

  private authToken(access_token: string): AuthToken {
    return { access_token, token_type: 'Bearer', expires_in: this.settings.tokenTtlSeconds };
  }
}

/**
 * The guest whose cart a sign-in moves to the account: the `guestId` the form names, and only when the call
 * carries that guest session's own token (the web sends it as the bearer). Naming a guest id is not enough:
 * account ids and guest ids may be seen by others, a guest token is held only by its browser.
 */
export function guestToMerge(form: Pick<LoginRequest, 'isGuest' | 'guestId'>, presented: AccessTokenClaims | undefined): string | null {
  if (!form.isGuest || !presented?.guest || typeof form.guestId !== 'string') return null;
  return form.guestId.trim().toLowerCase() === presented.sub.toLowerCase() ? presented.sub : null;
}
