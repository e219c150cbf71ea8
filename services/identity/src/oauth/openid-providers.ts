import { Inject, Injectable, Logger } from '@nestjs/common';
import { isOAuthProvider, OAUTH_MESSAGES, type OAuthProvider } from '@solar/contracts';
import { BusinessRuleError, DomainError, NotFoundError, ServiceUnavailableError } from '@solar/platform';
import * as openid from 'openid-client';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../identity.options';
import { isLoopbackHttp, type OAuthProviderSettings } from './oauth.options';

/** What a provider vouches for about the person who signed in there. */
export interface ProviderIdentity {
  /** The provider's stable id of its account (`sub`). */
  subject: string;
  /** Present only when the provider says it verified it. */
  verifiedEmail?: string;
  givenName?: string;
  familyName?: string;
  name?: string;
}

/** What the callback hands over to be checked: the redirect's parameters and the attempt's own secrets. */
export interface AuthorizationAnswer {
  redirectUri: string;
  code: string;
  state: string;
  iss?: string;
  codeVerifier: string;
  nonce: string;
}

/** Seconds a call to a provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * The OpenID Connect side of sign-in with Google and Facebook, through openid-client: discovery of each
 * configured issuer (once, retried after a failure), the authorization URL with state, nonce and PKCE (S256),
 * and the code exchange, which checks the state, the issuer, the ID token's signature, audience, expiry and
 * nonce, and sends the PKCE verifier the provider checks.
 */
@Injectable()
export class OpenIdProviders {
  private readonly logger = new Logger(OpenIdProviders.name);
  private readonly configurations = new Map<OAuthProvider, Promise<openid.Configuration>>();

  constructor(@Inject(IDENTITY_SETTINGS) private readonly settings: IdentitySettings) {}

  /** The provider named, when this site has settings for it; 404 otherwise (unknown or not configured alike). */
  configured(name: string): OAuthProvider {
    if (isOAuthProvider(name) && this.settings.oauth?.[name]) return name;
    throw new NotFoundError(OAUTH_MESSAGES.providerUnavailable);
  }

  async authorizationUrl(provider: OAuthProvider, request: { redirectUri: string; state: string; nonce: string; codeVerifier: string }): Promise<URL> {
    const config = await this.configuration(provider);
    return openid.buildAuthorizationUrl(config, {
      redirect_uri: request.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      state: request.state,
      nonce: request.nonce,
      code_challenge: await openid.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /**
   * Exchanges the code and answers who signed in. A refusal (by the provider, or by a check here) answers 422, a
   * provider that cannot be reached 503. The email counts only when the provider says it verified it, from the
   * ID token or, when the token does not carry it, from the userinfo endpoint.
   */
  async identity(provider: OAuthProvider, answer: AuthorizationAnswer): Promise<ProviderIdentity> {
    try {
      const config = await this.configuration(provider);
      const redirect = new URL(answer.redirectUri);
      redirect.searchParams.set('code', answer.code);
      redirect.searchParams.set('state', answer.state);
      if (answer.iss !== undefined) redirect.searchParams.set('iss', answer.iss);
      const tokens = await openid.authorizationCodeGrant(config, redirect, {
        pkceCodeVerifier: answer.codeVerifier,
        expectedState: answer.state,
        expectedNonce: answer.nonce,
        idTokenExpected: true,
      });
      let claims: Record<string, unknown> = { ...tokens.claims() };
      if (typeof claims.email !== 'string' || claims.email_verified === undefined) {
        claims = { ...claims, ...(await openid.fetchUserInfo(config, tokens.access_token, String(claims.sub))) };
      }
      const verified = claims.email_verified === true || claims.email_verified === 'true';
      return {
        subject: String(claims.sub),
        verifiedEmail: verified && typeof claims.email === 'string' ? claims.email : undefined,
        givenName: textClaim(claims.given_name),
        familyName: textClaim(claims.family_name),
        name: textClaim(claims.name),
      };
    } catch (error) {
      throw this.failure(provider, error);
    }
  }

  private configuration(provider: OAuthProvider): Promise<openid.Configuration> {
    let config = this.configurations.get(provider);
    if (!config) {
      const settings = this.settings.oauth?.[provider] as OAuthProviderSettings;
      config = discover(settings).catch((error: unknown) => {
        // Not kept: the next sign-in tries again.
        this.configurations.delete(provider);
        throw this.failure(provider, error);
      });
      this.configurations.set(provider, config);
    }
    return config;
  }

  private failure(provider: OAuthProvider, error: unknown): DomainError {
    if (error instanceof DomainError) return error;
    if (unreachable(error)) {
      this.logger.warn(`${provider} could not be reached: ${describe(error)}`);
      return new ServiceUnavailableError(OAUTH_MESSAGES.providerUnreachable(provider));
    }
    this.logger.warn(`${provider} sign-in refused: ${describe(error)}`);
    return new BusinessRuleError(OAUTH_MESSAGES.providerRefused(provider));
  }
}

async function discover(settings: OAuthProviderSettings): Promise<openid.Configuration> {
  const issuer = new URL(settings.issuer);
  const config = await openid.discovery(
    issuer,
    settings.clientId,
    settings.clientSecret,
    undefined,
    // A provider run on this machine (development, tests) speaks plain HTTP; the settings allow no other.
    { timeout: PROVIDER_TIMEOUT_SECONDS, ...(isLoopbackHttp(issuer) ? { execute: [openid.allowInsecureRequests] } : {}) },
  );
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  return config;
}

/** The network failed or timed out, as opposed to a provider (or a check here) refusing. */
function unreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return true;
  // openid-client wraps a provider answering with a server error as "unexpected HTTP response status code".
  if (error instanceof openid.ClientError && error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM') {
    const status = (error.cause as { status?: number } | undefined)?.status;
    return typeof status === 'number' && status >= 500;
  }
  return false;
}

function describe(error: unknown): string {
  if (error instanceof openid.ResponseBodyError) return `${error.error}${error.error_description ? `: ${error.error_description}` : ''}`;
  if (!(error instanceof Error)) return String(error);
  return `${error.name}: ${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`;
}

const textClaim = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
