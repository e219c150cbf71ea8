import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  EVENTS,
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
import { Outbox, RevokedTokens, TokenService } from '@solar/platform';
import type { Response } from 'express';
import type { Model } from 'mongoose';
import { AccountsService } from '../accounts/accounts.service';
import { burnVerificationTime, verifySecret } from '../accounts/secrets';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../identity.options';
import { normalizeEmail, sessionUser } from '../users/user-view';
import { User } from '../users/user.schema';
import { AttemptLimiter } from './attempt-limiter';
import { RevokedToken } from './revoked-token.schema';

/** Sign-in, sign-out, guest sessions and role changes: everything that hands out or takes back a token. */
@Injectable()
export class SessionsService {
  private readonly loginFailures: AttemptLimiter;
  private readonly loginFailuresByAddress: AttemptLimiter;

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(RevokedToken.name) private readonly revokedTokens: Model<RevokedToken>,
    @Inject(IDENTITY_SETTINGS) private readonly settings: IdentitySettings,
    private readonly tokens: TokenService,
    private readonly revoked: RevokedTokens,
    private readonly outbox: Outbox,
    private readonly accounts: AccountsService,
  ) {
    outbox.register(users);
    outbox.register(revokedTokens);
    const limits = settings.attemptLimits;
    this.loginFailures = new AttemptLimiter('login', limits.loginPerAccount);
    this.loginFailuresByAddress = new AttemptLimiter('login-address', limits.loginPerAddress);
  }

  /**
   * Checks the password first and the account state second, so a stranger cannot learn whether an address
   * has an account. Wrong passwords count against the account and the client address; past the limit even
   * the right password is refused until the window ends.
   */
  async login(form: LoginRequest, clientAddress: string, response: Response): Promise<SessionData> {
    const email = normalizeEmail(form.email);
    await this.loginFailures.assertAllowed([email], response);
    await this.loginFailuresByAddress.assertAllowed([clientAddress], response);

    const user = await this.users.findOne({ email }).select('+password_hash').lean();
    const passwordMatches = user ? await verifySecret(user.password_hash, form.password) : (await burnVerificationTime(form.password), false);
    if (!user || !passwordMatches) {
      await this.loginFailures.count([email]);
      await this.loginFailuresByAddress.count([clientAddress]);
      throw new UnauthorizedException({ error: MESSAGES.identity.invalidCredentials });
    }
    if (user.status !== 'active') throw new ForbiddenException({ error: MESSAGES.toast.inactiveUser });
    await this.loginFailures.reset(email);

    const guestId = form.isGuest && typeof form.guestId === 'string' && form.guestId.trim() ? form.guestId.trim().slice(0, LIMITS.nameMax) : null;
    const signedIn: IdentityUserSignedInPayload = { user_id: user.id, guest_id: guestId, signed_in_at: new Date().toISOString() };
    await this.users.updateOne(
      { id: user.id },
      { $set: { last_login_at: new Date() }, ...this.outbox.pushEvents(this.outbox.event(EVENTS.identity.userSignedIn, user.id, signedIn)) },
    );
    void this.outbox.flush();
    return this.session(user);
  }

  /** Revokes the caller's token here at once and, through the event, in every other service. */
  async logout(claims: AccessTokenClaims): Promise<void> {
    if (!claims.jti) return;
    const expiresAt = new Date((claims.exp ?? Math.floor(Date.now() / 1000) + this.settings.tokenTtlSeconds) * 1000);
    this.revoked.revoke(claims.jti, expiresAt);
    const payload: IdentitySessionRevokedPayload = { jti: claims.jti, user_id: claims.sub, expires_at: expiresAt.toISOString() };
    const written = await this.revokedTokens.updateOne(
      { jti: claims.jti },
      { $setOnInsert: { jti: claims.jti, user_id: claims.sub, expires_at: expiresAt, _outbox: [this.outbox.event(EVENTS.identity.sessionRevoked, claims.jti, payload)] } },
      { upsert: true },
    );
    if (written.upsertedCount > 0) void this.outbox.flush();
  }

  loginSettings(): LoginSettings {
    return { guest_login: this.settings.guestLogin, password_min: LIMITS.passwordMin, providers: [] };
  }

  /** A token for a visitor without an account: no roles, its subject is the browser's guest uuid. */
  guestLogin(guestId: string): GuestSessionData {
    if (!this.settings.guestLogin) throw new ForbiddenException({ error: MESSAGES.identity.guestLoginDisabled });
    const access_token = this.tokens.sign({ sub: guestId, roles: [], guest: true });
    return { auth: this.authToken(access_token), guest_id: guestId, role: [] };
  }

  /** Adds customer or seller to the caller's roles and answers a fresh session carrying them. */
  async addRole(userId: string, role: SelfServiceRole): Promise<SessionData> {
    const user = await this.accounts.grantRole({ id: userId, status: 'active' }, role);
    if (!user) throw new UnauthorizedException({ error: MESSAGES.toast.inactiveUser });
    return this.session(user);
  }

  private session(user: Pick<User, 'id' | 'firstname' | 'lastname' | 'roles'>): SessionData {
    const access_token = this.tokens.sign({ sub: user.id, roles: user.roles, firstname: user.firstname, lastname: user.lastname });
    return { auth: this.authToken(access_token), user: sessionUser(user), role: user.roles };
  }

  private authToken(access_token: string): AuthToken {
    return { access_token, token_type: 'Bearer', expires_in: this.settings.tokenTtlSeconds };
  }
}
