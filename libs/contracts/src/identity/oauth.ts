import { Collector, text, type FieldErrors } from '../forms/field-rules';
import { MESSAGES } from '../messages';
import { LIMITS } from '../rules/validation';
import type { SessionData } from './views';

/**
 * Sign-in with Google and Facebook (OpenID Connect, authorization code with PKCE). The browser starts at the
 * identity service's start route, which sends it to the provider; the provider sends it back to the web page
 * `oauthReturnPath(provider)` with `code` and `state`, and that page posts them to the provider's callback.
 * The session comes back in that POST's answer, never in a URL.
 */
export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const OAUTH_PROVIDER_NAMES: Readonly<Record<OAuthProvider, string>> = { google: 'Google', facebook: 'Facebook' };

export const isOAuthProvider = (value: unknown): value is OAuthProvider => typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value);

/**
 * The web page a provider sends the browser back to: the redirect URI registered at the provider, on the site's
 * public address (PUBLIC_URL).
 */
export const oauthReturnPath = (provider: OAuthProvider): string => `/login/${provider}/callback`;

/** Sizes of what the callback and the link step take. */
export const OAUTH_LIMITS = {
  /** Authorization codes are opaque; Google's are about 75 characters, others a few hundred at most. */
  codeMax: 2_048,
  /** The state this service issues (43 characters), and the issuer the provider names (a URL). */
  stateMax: 256,
  issuerMax: 512,
  /** A link token this service issues is 43 characters. */
  linkTokenMax: 256,
  /** Where the browser goes after signing in: a path on this site. */
  returnToMax: 512,
} as const;

/** A same-site path: one leading slash (not `//host` nor `/\host`, which browsers read as another site). */
export const OAUTH_RETURN_TO_PATTERN = /^\/(?![/\\])[^\s\\]*$/;
export const isSameSitePath = (value: string): boolean => OAUTH_RETURN_TO_PATTERN.test(value) && value.length <= OAUTH_LIMITS.returnToMax;

export const OAUTH_MESSAGES = {
  continueWith: (provider: OAuthProvider) => `Continue with ${OAUTH_PROVIDER_NAMES[provider]}`,
  /** 404: not one of OAUTH_PROVIDERS, or one this site has no settings for. */
  providerUnavailable: 'This sign-in provider is not available.',
  returnToInvalid: 'The return address must be a path on this site.',
  codeRequired: 'The sign-in code is missing.',
  stateRequired: 'The sign-in state is missing.',
  issuerInvalid: 'The sign-in answer names an issuer that is not text.',
  linkTokenRequired: 'The account link is missing.',
  /** 422: the state is unknown, was used already, has expired, or was started in another browser. */
  attemptInvalid: 'This sign-in has expired or was already used. Please start again.',
  /** 422: the provider refused the code (used already, PKCE or nonce mismatch, wrong issuer). */
  providerRefused: (provider: OAuthProvider) => `${OAUTH_PROVIDER_NAMES[provider]} did not confirm your sign-in. Please try again.`,
  /** 422: no email, or one the provider does not say it verified. */
  emailNotVerified: (provider: OAuthProvider) =>
    `Your ${OAUTH_PROVIDER_NAMES[provider]} account has no verified email address. Verify it with ${OAUTH_PROVIDER_NAMES[provider]} first, or sign up with your email.`,
  /** 503: the provider could not be reached. */
  providerUnreachable: (provider: OAuthProvider) => `${OAUTH_PROVIDER_NAMES[provider]} cannot be reached right now. Please try again shortly.`,
  /** 422 of check/user: the pending link is unknown, used or expired. */
  linkInvalid: 'This account link has expired or was already used. Please continue with your provider again.',
  linkNeeded: (provider: OAuthProvider, email: string) =>
    `An account with ${email} already exists. Enter its password once to sign in and link ${OAUTH_PROVIDER_NAMES[provider]} to it.`,
  linked: (provider: OAuthProvider) => `You are signed in. ${OAUTH_PROVIDER_NAMES[provider]} is now linked to your account.`,
  accountCreated: 'Welcome! Your account has been created.',
  cancelled: (provider: OAuthProvider) => `Sign-in with ${OAUTH_PROVIDER_NAMES[provider]} was cancelled.`,
} as const;

// ---- Requests -------------------------------------------------------------------------------------------

/** `GET oauth/{provider}/redirect`: sends the browser to the provider. */
export interface OAuthStartRequest {
  /** Where the web goes once signed in (a path on this site); the home page when left out. */
  return_to?: string;
}

/**
 * `POST oauth/{provider}/callback`: what the provider sent back to the web page. The browser's binding cookie
 * set by the start route goes along. `isGuest`/`guestId` (with the guest token as bearer) move a guest's cart,
 * as at login.
 */
export interface OAuthCallbackRequest {
  code: string;
  state: string;
  /** The provider's issuer, when it names it in the redirect (RFC 9207). */
  iss?: string;
  isGuest?: boolean;
  guestId?: string;
}

/** `POST oauth/check/user`: the password of the existing account the provider's email belongs to. */
export interface OAuthLinkRequest {
  link_token: string;
  password: string;
  isGuest?: boolean;
  guestId?: string;
}

// ---- Form rules (the DTOs' whole-body checks) --------------------------------------------------------------

export function validateOAuthStart(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  if (input.return_to !== undefined) c.check('return_to', [[!isSameSitePath(text(input.return_to)), OAUTH_MESSAGES.returnToInvalid]]);
  return c.errors;
}

export function validateOAuthCallback(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  c.check('code', [[!text(input.code), OAUTH_MESSAGES.codeRequired]]);
  c.check('state', [[!text(input.state), OAUTH_MESSAGES.stateRequired]]);
  return c.errors;
}

/** The password as sign-in checks it: 'Password is required' under 8 characters. */
export function validateOAuthLink(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  c.check('link_token', [[!text(input.link_token), OAUTH_MESSAGES.linkTokenRequired]]);
  const password = typeof input.password === 'string' ? input.password : '';
  c.check('password', [[password.length < LIMITS.passwordMin, MESSAGES.validation.passwordRequired]]);
  return c.errors;
}

// ---- Answers -----------------------------------------------------------------------------------------------

/** Signed in: the session, as login answers it, and where to go. */
export interface OAuthSignedIn extends SessionData {
  result: 'signed_in';
  provider: OAuthProvider;
  /** The provider's email had no account: one was made (confirmed, buyer). */
  new_account: boolean;
  return_to: string;
}

/**
 * The provider's email belongs to an account not linked to this provider: no session yet. The user gives that
 * account's password to `oauth/check/user` with the token, which links the provider and signs in.
 */
export interface OAuthLinkRequired {
  result: 'link_required';
  provider: OAuthProvider;
  link_token: string;
  email: string;
  /** Seconds the token stays valid. */
  expires_in: number;
  return_to: string;
}

export type OAuthCallbackResult = OAuthSignedIn | OAuthLinkRequired;
