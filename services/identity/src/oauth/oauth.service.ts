import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  isLettersOnlyName,
  LIMITS,
  MESSAGES,
  OAUTH_MESSAGES,
  oauthReturnPath,
  plainText,
  type AccessTokenClaims,
  type OAuthCallbackRequest,
  type OAuthCallbackResult,
  type OAuthLinkRequest,
  type OAuthProvider,
  type OAuthSignedIn,
} from '@solar/contracts';
import { BusinessRuleError, ConflictError, ForbiddenError, isDuplicateKeyError } from '@solar/platform';
import type { Response } from 'express';
import type { Model } from 'mongoose';
import { randomBytes } from 'node:crypto';
import * as openid from 'openid-client';
import { AccountsService } from '../accounts/accounts.service';
import { digestOneTimeSecret } from '../accounts/secrets';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../identity.options';
import { guestToMerge, SessionsService } from '../sessions/sessions.service';
import { normalizeEmail } from '../users/user-view';
import { User } from '../users/user.schema';
import { identityKey, OAuthIdentity } from './oauth-identity.schema';
import { OAuthAttempt } from './oauth-attempt.schema';
import { PendingOAuthLink } from './pending-oauth-link.schema';
import { OpenIdProviders, type ProviderIdentity } from './openid-providers';

/** Long enough to sign in at the provider, short enough that a leaked state is worth little. */
const ATTEMPT_MINUTES = 10;
/** Long enough to find the password of the existing account. */
const LINK_MINUTES = 15;

const attemptInvalid = () => new BusinessRuleError(OAUTH_MESSAGES.attemptInvalid);
const linkInvalid = () => new BusinessRuleError(OAUTH_MESSAGES.linkInvalid);
const inactive = () => new ForbiddenError(MESSAGES.toast.inactiveUser);

/**
 * Sign-in with Google and Facebook. A provider's sign-in signs in to the account linked to that provider
 * account; without a link, to a new account made for its verified email; and when an account already has that
 * email, to nothing yet: the account's password must be given first (oauth/check/user), which links the two.
 * So nobody reaches an existing account only by controlling a provider account with its email.
 */
@Injectable()
export class OAuthService {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(OAuthAttempt.name) private readonly attempts: Model<OAuthAttempt>,
    @InjectModel(OAuthIdentity.name) private readonly identities: Model<OAuthIdentity>,
    @InjectModel(PendingOAuthLink.name) private readonly pendingLinks: Model<PendingOAuthLink>,
    @Inject(IDENTITY_SETTINGS) private readonly settings: IdentitySettings,
    private readonly providers: OpenIdProviders,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
  ) {}

  /** The provider's authorization URL for a new attempt bound to the browser's `binding` secret. */
  async start(provider: OAuthProvider, binding: string, returnTo: string): Promise<URL> {
    const state = openid.randomState();
    const nonce = openid.randomNonce();
    const codeVerifier = openid.randomPKCECodeVerifier();
    const redirectUri = new URL(oauthReturnPath(provider), this.settings.publicUrl).toString();
    const url = await this.providers.authorizationUrl(provider, { redirectUri, state, nonce, codeVerifier });
    await this.attempts.create({
      state_digest: this.digest(state),
      provider,
      binding_digest: this.digest(binding),
      code_verifier: codeVerifier,
      nonce,
      redirect_uri: redirectUri,
      return_to: returnTo,
      expires_at: minutesFromNow(ATTEMPT_MINUTES),
    });
    return url;
  }

  /**
   * The provider's answer: the attempt its state names, started in this browser, is used up here whatever
   * follows (a replay finds nothing); then the code is exchanged and the verified email decides the account.
   */
  async callback(
    provider: OAuthProvider,
    form: OAuthCallbackRequest,
    binding: string | undefined,
    presented?: AccessTokenClaims,
  ): Promise<OAuthCallbackResult> {
    if (!binding) throw attemptInvalid();
    const attempt = await this.attempts
      .findOneAndDelete({ state_digest: this.digest(form.state), provider, binding_digest: this.digest(binding), expires_at: { $gt: new Date() } })
      .lean();
    if (!attempt) throw attemptInvalid();
    const identity = await this.providers.identity(provider, {
      redirectUri: attempt.redirect_uri,
      code: form.code,
      state: form.state,
      iss: form.iss,
      codeVerifier: attempt.code_verifier,
      nonce: attempt.nonce,
    });
    if (!identity.verifiedEmail) throw new BusinessRuleError(OAUTH_MESSAGES.emailNotVerified(provider));
    const email = normalizeEmail(identity.verifiedEmail);
    const guestId = guestToMerge(form, presented);
    const returnTo = attempt.return_to;

    const linked = await this.identities.findOne({ key: identityKey(provider, identity.subject) }).lean();
    const linkedUser = linked && (await this.users.findOne({ id: linked.user_id }).lean());
    if (linkedUser) {
      if (linkedUser.status !== 'active') throw inactive();
      return this.signedIn(provider, await this.sessions.signIn(linkedUser, guestId), false, returnTo);
    }
    // A link to an account that is gone links nothing.
    if (linked) await this.identities.deleteOne({ key: linked.key, user_id: linked.user_id });

    const existing = await this.users.findOne({ email }).lean();
    if (existing) {
      if (existing.status === 'inactive') throw inactive();
      const token = randomBytes(32).toString('base64url');
      await this.pendingLinks.create({
        token_digest: this.digest(token),
        provider,
        subject: identity.subject,
        email,
        user_id: existing.id,
        return_to: returnTo,
        expires_at: minutesFromNow(LINK_MINUTES),
      });
      return { result: 'link_required', provider, link_token: token, email, expires_in: LINK_MINUTES * 60, return_to: returnTo };
    }

    // A new account: the provider verified the email, so it is confirmed; its password is random and unknown
    // (a password of its own comes through "Forgot password").
    const names = accountNames(identity, email);
    const user = await this.accounts.createAccount({
      email,
      firstname: names.firstname,
      lastname: names.lastname,
      password: randomBytes(32).toString('base64url'),
      roles: ['customer'],
      status: 'active',
    });
    await this.link(provider, identity.subject, user.id, email);
    return this.signedIn(provider, await this.sessions.signIn(user, guestId), true, returnTo);
  }

  /**
   * The password step of a pending link: checked like a sign-in (the same limits, 401 when wrong), then the
   * link is made, used up, and the session answered. The provider verified the email and the password proves
   * the account, so an account still waiting for its mailed code is confirmed too.
   */
  async linkWithPassword(form: OAuthLinkRequest, clientAddress: string, response: Response, presented?: AccessTokenClaims): Promise<OAuthSignedIn> {
    const tokenDigest = this.digest(form.link_token);
    const pending = await this.pendingLinks.findOne({ token_digest: tokenDigest, expires_at: { $gt: new Date() } }).lean();
    if (!pending) throw linkInvalid();
    const user = await this.sessions.checkPassword(pending.email, form.password, clientAddress, response);
    if (user.id !== pending.user_id) throw linkInvalid();
    if (user.status === 'inactive') throw inactive();
    // Used once: of two requests with the right password, one links.
    const used = await this.pendingLinks.findOneAndDelete({ token_digest: tokenDigest }).lean();
    if (!used) throw linkInvalid();
    await this.link(pending.provider, pending.subject, user.id, pending.email);
    if (user.status === 'unverified') {
      await this.users.updateOne({ id: user.id, status: 'unverified' }, { $set: { status: 'active', email_verified_at: new Date(), verification: null } });
    }
    return this.signedIn(pending.provider, await this.sessions.signIn(user, guestToMerge(form, presented)), false, pending.return_to);
  }

  private async link(provider: OAuthProvider, subject: string, userId: string, email: string): Promise<void> {
    try {
      await this.identities.create({ key: identityKey(provider, subject), provider, subject, user_id: userId, email });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // Linked meanwhile: to this account it changes nothing; to another, this sign-in must not take it over.
      const existing = await this.identities.findOne({ key: identityKey(provider, subject) }).lean();
      if (existing?.user_id !== userId) throw new ConflictError(OAUTH_MESSAGES.linkInvalid);
    }
  }

  private signedIn(provider: OAuthProvider, session: Awaited<ReturnType<SessionsService['signIn']>>, newAccount: boolean, returnTo: string): OAuthSignedIn {
    return { result: 'signed_in', provider, new_account: newAccount, return_to: returnTo, ...session };
  }

  private digest(value: string): string {
    return digestOneTimeSecret(this.settings.secretKey, value);
  }
}

/**
 * A new account's names from the provider's, as the sign-up form would take them: letters and single spaces,
 * at most LIMITS.nameMax. Where the provider gives none, the email's first part stands in for the first name.
 */
export function accountNames(identity: Pick<ProviderIdentity, 'givenName' | 'familyName' | 'name'>, email: string): { firstname: string; lastname: string } {
  const [firstOfName = '', ...restOfName] = lettersOnly(identity.name ?? '').split(' ');
  const firstname =
    lettersOnly(identity.givenName ?? '') ||
    firstOfName ||
    capitalised(lettersOnly(email.split('@')[0]!.replace(/[._+-]+/g, ' ')).split(' ')[0] ?? '') ||
    'Solar';
  const lastname = lettersOnly(identity.familyName ?? '') || restOfName.join(' ') || 'Customer';
  return { firstname, lastname };
}

function lettersOnly(value: string): string {
  const cleaned = plainText(value)
    .replace(/[^\p{L} ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, LIMITS.nameMax)
    .trim();
  return isLettersOnlyName(cleaned) ? cleaned : '';
}

const capitalised = (word: string): string => (word ? word[0]!.toUpperCase() + word.slice(1) : '');

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
