import { apiRoute } from '../http/api-route';

/**
 * The account API of the identity service, as the web calls it through the gateway. Paths are the spec's
 * (`/v1/client/...` for accounts, no prefix for the broker family's login-info calls).
 */
export const IDENTITY_API = {
  signup: '/v1/client/signup',
  emailVerify: '/v1/client/email/verify',
  emailResend: '/v1/client/email/resend',
  emailCheck: '/v1/client/email/check',
  login: '/v1/client/login',
  logout: '/v1/client/logout',
  passwordEmail: '/v1/client/password/email',
  passwordReset: '/v1/client/password/reset',
  profile: '/v1/client/my-profile/edit',
  addresses: '/v1/client/my-profile/addresses',
  address: apiRoute('/v1/client/my-profile/addresses/:id'),
  changePassword: '/v1/client/my-profile/change-password',
  mySecurityQuestions: '/v1/client/my-profile/security-questions',
  securityQuestions: '/v1/client/security-questions',
  changeRole: '/v1/client/change-role',
  loginSettings: '/login-info/setting',
  guestLogin: '/login-info/guest-login',
  /** GET: sends the browser to Google or Facebook (OAUTH_PROVIDERS) to sign in; see ./oauth. */
  oauthStart: apiRoute('/v1/client/oauth/:provider/redirect'),
  /** POST: the google and facebook callbacks, with the code the provider sent back. */
  oauthCallback: apiRoute('/v1/client/oauth/:provider/callback'),
  /** POST: links the provider to the existing account of its email, with that account's password. */
  oauthCheckUser: '/v1/client/oauth/check/user',
} as const;
