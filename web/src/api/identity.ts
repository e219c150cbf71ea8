import {
  IDENTITY_API,
  type Address,
  type AddressRequest,
  type ChangePasswordRequest,
  type EmailRequest,
  type LoginRequest,
  type OAuthCallbackRequest,
  type OAuthCallbackResult,
  type OAuthLinkRequest,
  type OAuthProvider,
  type OAuthSignedIn,
  type PasswordResetRequest,
  type Profile,
  type ProfileUpdateRequest,
  type SecurityQuestionAnswer,
  type SecurityQuestionOption,
  type SelfServiceRole,
  type SessionData,
  type SignUpRequest,
  type SignUpResult,
  type VerifyEmailRequest,
} from '@solar/contracts';
import { apiRequest, apiSend, type ApiResult } from './api';

/**
 * Every call of the account API (identity service, through the gateway). Calls whose success the user is told
 * about answer `{data, message}` so the page can show the server's message; the rest answer the data.
 */
export const identityApi = {
  /** 201 with the new, unverified account; a code is mailed to confirm the address. */
  signUp: (body: SignUpRequest): Promise<ApiResult<SignUpResult>> => apiSend({ method: 'POST', path: IDENTITY_API.signup, body, auth: 'none' }),

  verifyEmail: (body: VerifyEmailRequest): Promise<ApiResult<unknown>> => apiSend({ method: 'POST', path: IDENTITY_API.emailVerify, body, auth: 'none' }),

  resendVerificationCode: (body: EmailRequest): Promise<ApiResult<unknown>> => apiSend({ method: 'POST', path: IDENTITY_API.emailResend, body, auth: 'none' }),

  /** 200 when the address is free, 409 with errors.email when taken. */
  checkEmail: (body: EmailRequest): Promise<ApiResult<unknown>> => apiSend({ method: 'POST', path: IDENTITY_API.emailCheck, body, auth: 'none' }),

  /**
   * Sent without the stored session's token: a 401 here means wrong credentials, not an expired session. A
   * guest signing in sends its guest token (`guestToken`), which is what moves the guest's cart to the account.
   */
  login: (body: LoginRequest, guestToken?: string): Promise<ApiResult<SessionData>> =>
    apiSend({ method: 'POST', path: IDENTITY_API.login, body, auth: guestToken ? { token: guestToken } : 'none' }),

  /**
   * The google and facebook callbacks: the code and state the provider sent back. Like login, sent without the
   * stored session's token, or with the guest's (whose cart then moves to the account).
   */
  oauthCallback: (provider: OAuthProvider, body: OAuthCallbackRequest, guestToken?: string): Promise<ApiResult<OAuthCallbackResult>> =>
    apiSend({ method: 'POST', path: IDENTITY_API.oauthCallback(provider), body, auth: guestToken ? { token: guestToken } : 'none' }),

  /** Links the provider to the existing account of its email once that account's password is given; signs in. */
  oauthLink: (body: OAuthLinkRequest, guestToken?: string): Promise<ApiResult<OAuthSignedIn>> =>
    apiSend({ method: 'POST', path: IDENTITY_API.oauthCheckUser, body, auth: guestToken ? { token: guestToken } : 'none' }),

  /** The profile of a token that is not stored yet (the check right after login). */
  profileFor: (token: string): Promise<Profile> => apiRequest({ method: 'GET', path: IDENTITY_API.profile, auth: { token } }),

  /** Revokes the given token; a token the server no longer knows is not an error worth reporting. */
  logout: (token: string): Promise<ApiResult<unknown>> => apiSend({ method: 'GET', path: IDENTITY_API.logout, auth: { token } }),

  /** Mails a link to `<origin>/password/reset?token=...&email=...`. */
  requestPasswordReset: (body: EmailRequest): Promise<ApiResult<unknown>> => apiSend({ method: 'POST', path: IDENTITY_API.passwordEmail, body, auth: 'none' }),

  resetPassword: (body: PasswordResetRequest): Promise<ApiResult<unknown>> => apiSend({ method: 'POST', path: IDENTITY_API.passwordReset, body, auth: 'none' }),

  profile: (): Promise<Profile> => apiRequest({ method: 'GET', path: IDENTITY_API.profile }),

  updateProfile: (body: ProfileUpdateRequest): Promise<ApiResult<Profile>> => apiSend({ method: 'PUT', path: IDENTITY_API.profile, body }),

  addresses: (): Promise<Address[]> => apiRequest({ method: 'GET', path: IDENTITY_API.addresses }),

  address: (id: string): Promise<Address> => apiRequest({ method: 'GET', path: IDENTITY_API.address(id) }),

  createAddress: (body: AddressRequest): Promise<ApiResult<Address>> => apiSend({ method: 'POST', path: IDENTITY_API.addresses, body }),

  updateAddress: (id: string, body: AddressRequest): Promise<ApiResult<Address>> => apiSend({ method: 'PUT', path: IDENTITY_API.address(id), body }),

  deleteAddress: (id: string): Promise<ApiResult<unknown>> => apiSend({ method: 'DELETE', path: IDENTITY_API.address(id) }),

  /**
   * 422 with errors.current_password when the current password is wrong. On success every earlier token of
   * the account is revoked, the stored one too: the answer is a fresh session that replaces it.
   */
  changePassword: (body: ChangePasswordRequest): Promise<ApiResult<SessionData>> => apiSend({ method: 'POST', path: IDENTITY_API.changePassword, body }),

  /** The spec sends the three pairs as one JSON string. */
  saveSecurityQuestions: (answers: readonly SecurityQuestionAnswer[]): Promise<ApiResult<unknown>> =>
    apiSend({ method: 'PUT', path: IDENTITY_API.mySecurityQuestions, body: { security_questions: JSON.stringify(answers) } }),

  /** The public list of questions to choose from. */
  securityQuestions: (): Promise<SecurityQuestionOption[]> => apiRequest({ method: 'GET', path: IDENTITY_API.securityQuestions, auth: 'none' }),

  /** Adds a role to the caller's account; answers a fresh session that replaces the stored one. */
  changeRole: (role: SelfServiceRole): Promise<ApiResult<SessionData>> => apiSend({ method: 'POST', path: IDENTITY_API.changeRole, body: { role } }),
};
