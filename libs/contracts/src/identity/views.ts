import type { NamedAddress } from '../addresses/postal-address';
import type { Role } from '../auth/roles';
import type { OAuthProvider } from './oauth';

/** The roles a person may ask for at sign-up or add later; admin is granted, never chosen. */
export const SELF_SERVICE_ROLES = ['customer', 'seller'] as const satisfies readonly Role[];
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

/** Account states; only an active account may sign in. */
export const ACCOUNT_STATUSES = ['unverified', 'active', 'inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

// ---- Requests -------------------------------------------------------------------------------------------

export interface SignUpRequest {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  password_confirmation: string;
  /** 'seller' from /register/seller; customer otherwise. */
  role?: SelfServiceRole;
}

export interface VerifyEmailRequest {
  email: string;
  code: string;
}

export interface EmailRequest {
  email: string;
}

export interface LoginRequest {
  email: string;
  password: string;
  /**
   * The browser was shopping as a guest: its cart (owner `guestId`) moves to the account, but only when the
   * call also carries that guest session's token (`Authorization: Bearer <guest token>`, subject `guestId`).
   * Without it the sign-in succeeds and nothing is merged.
   */
  isGuest?: boolean;
  guestId?: string;
}

export interface PasswordResetRequest {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

export interface ChangePasswordRequest {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export interface ProfileUpdateRequest {
  firstname: string;
  lastname: string;
  company?: string;
}

/** An address book entry as sent: the state is its id from US_STATES. */
export interface AddressRequest extends NamedAddress<number> {
  country?: string;
  phone?: string;
  is_default?: boolean;
}

export interface SecurityQuestionsRequest {
  /** JSON string of three `{question, answer}` pairs, as the spec sends it. */
  security_questions: string;
}

export interface ChangeRoleRequest {
  /** The role to add to the caller's account. */
  role: SelfServiceRole;
}

/**
 * `login-info/guest-login`. Without a token and without `guest_id`, identity issues a new guest id
 * (`guest-<uuid>`). With the guest's own valid token as bearer it renews that session (a `guest_id`, if sent,
 * must be the token's subject). A bare uuid a browser generated before guest ids were issued is confirmed
 * once, if it was never confirmed before and is no account's id. Any other id answers 403: a guest session is
 * never handed out for an id the caller does not hold.
 */
export interface GuestLoginRequest {
  guest_id?: string;
}

/** Why guest-login refused. */
export const GUEST_SESSION_MESSAGES = {
  invalidId: 'The guest id must be a uuid.',
  notYours: 'This guest session is not yours: continue as a new guest.',
  signedIn: 'You are signed in: a guest session is not needed.',
} as const;

// ---- Answers (the `data` of the success envelope) ---------------------------------------------------------

export interface AuthToken {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds until the token expires. */
  expires_in: number;
}

/** `data` of login, guest-login and change-role: the session the client stores. */
export interface SessionData {
  auth: AuthToken;
  user: { id: string; firstname: string; lastname: string };
  role: Role[];
}

export interface GuestSessionData {
  /** The guest token (GUEST_TOKEN_TTL_SECONDS by default: long enough for a guest cart). */
  auth: AuthToken;
  /** The guest id identity issued or confirmed: the token's subject and the cart's owner. */
  guest_id: string;
  role: Role[];
}

export interface SignUpResult {
  user: { id: string; firstname: string; lastname: string; email: string };
  /** The account must confirm the emailed code before it can sign in. */
  status: AccountStatus;
}

/** An address book entry as answered: the state as its id from US_STATES, with its name. */
export interface Address extends NamedAddress<number> {
  id: string;
  state_name: string;
  country: string;
  phone: string | null;
  is_default: boolean;
}

export interface Profile {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  company: string | null;
  avatar: string | null;
  status: AccountStatus;
  role: Role[];
  addresses: Address[];
  /** Whether the three security questions are answered (answers are never sent back). */
  security_questions: { question: string }[];
  created_at: string;
}

export interface SecurityQuestionOption {
  id: number;
  question: string;
}

export interface LoginSettings {
  guest_login: boolean;
  password_min: number;
  /** The sign-in providers this site has settings for (Continue with Google, Continue with Facebook). */
  providers: OAuthProvider[];
}
