import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { GUEST_ID_PATTERN, LEGACY_GUEST_ID_PATTERN } from '../cart/rules';
import {
  GUEST_SESSION_MESSAGES,
  SELF_SERVICE_ROLES,
  type AddressRequest,
  type ChangePasswordRequest,
  type ChangeRoleRequest,
  type EmailRequest,
  type GuestLoginRequest,
  type LoginRequest,
  type PasswordResetRequest,
  type ProfileUpdateRequest,
  type SecurityQuestionsRequest,
  type SelfServiceRole,
  type SignUpRequest,
  type VerifyEmailRequest,
} from './views';
import {
  COMPANY_TOO_LONG,
  parseSecurityQuestions,
  validateChangePassword,
  validateEmailOnly,
  validatePasswordReset,
  validateProfile,
  validateSignIn,
  validateSignUp,
  validateVerifyEmail,
} from './rules';
import {
  OAUTH_LIMITS,
  OAUTH_MESSAGES,
  validateOAuthCallback,
  validateOAuthLink,
  validateOAuthStart,
  type OAuthCallbackRequest,
  type OAuthLinkRequest,
  type OAuthStartRequest,
} from './oauth';
import { MESSAGES } from '../messages';
import { LIMITS } from '../rules/validation';
import { AddressBody } from '../addresses/address-body';
import { CheckedBy, formRule, type RequestCheck } from '../dto/checked-by';
import { OptionalText } from '../dto/text-field';

/*
 * The identity service's request bodies. Each field's type and an outer size are checked here; whether it is
 * given, and the spec's limits with the spec's messages (names and email at most 100 characters, a password of
 * at least 8, a six-digit code, ...), are the form rule's (`@CheckedBy`), which the web runs on its forms too.
 * A field of the wrong type answers the form rule's message for that field.
 */

const V = MESSAGES.validation;
const I = MESSAGES.identity;

/**
 * Longest text a name, an email or a company name may arrive as. The form rules bound them at LIMITS.nameMax
 * and LIMITS.emailMax as stored, with the spec's messages; this refuses what no form sends before they read it.
 */
export const IDENTITY_TEXT_MAX = 1_000;
/** Longest mailed code or reset token that may arrive (a code is 6 digits, a reset token 43 characters). */
export const ONE_TIME_SECRET_TEXT_MAX = 256;
/** Longest guest id that may arrive (`guest-<uuid>` is 42 characters). */
export const GUEST_ID_TEXT_MAX = 64;
/** Longest `security_questions` JSON text: three questions with answers of at most 100 characters fit many times over. */
export const SECURITY_QUESTIONS_TEXT_MAX = 4_000;
/** Longest role name or address id that may arrive. */
export const IDENTIFIER_TEXT_MAX = 64;

/** A text field the form rule reads (and requires, where it does): text of at most `max` characters, else `message`. */
function FormText(message: string, max = IDENTITY_TEXT_MAX, tooLong = message): PropertyDecorator {
  const optional = IsOptional();
  const isText = IsString({ message });
  const bounded = MaxLength(max, { message: tooLong });
  return (target, property) => {
    optional(target, property);
    // Registered first, so checked first: a list or a number reads the field's message, not the size's.
    isText(target, property);
    bounded(target, property);
  };
}

/** A password field: text, at most LIMITS.passwordMax characters, refused before anything hashes it. */
const Password = (message: string) => FormText(message, LIMITS.passwordMax, V.passwordTooLong);

/** `POST /v1/client/signup`; `role` is 'seller' from /register/seller (never admin: `validateSignUp`). */
@CheckedBy(formRule(validateSignUp))
export class SignUpBody implements SignUpRequest {
  @FormText(V.firstNameRequired)
  firstname!: string;

  @FormText(V.lastNameRequired)
  lastname!: string;

  @FormText(V.emailInvalid)
  email!: string;

  @Password(V.passwordMinLength)
  password!: string;

  @Password(V.passwordConfirmMismatch)
  password_confirmation!: string;

  @FormText(I.roleNotAllowed, IDENTIFIER_TEXT_MAX)
  role?: SelfServiceRole;
}

/** `email/resend`, `email/check` and `password/email`. */
@CheckedBy(formRule(validateEmailOnly))
export class EmailBody implements EmailRequest {
  @FormText(V.emailInvalid)
  email!: string;
}

/** `email/verify`: the six-digit code mailed at sign-up. */
@CheckedBy(formRule(validateVerifyEmail))
export class VerifyEmailBody implements VerifyEmailRequest {
  @FormText(V.emailInvalid)
  email!: string;

  @FormText(V.verificationCodeRequired, ONE_TIME_SECRET_TEXT_MAX, I.verificationCodeInvalid)
  code!: string;
}

/** `password/reset`: the mailed link's token and the new password. */
@CheckedBy(formRule(validatePasswordReset))
export class PasswordResetBody implements PasswordResetRequest {
  @FormText(V.emailInvalid)
  email!: string;

  @FormText(V.resetTokenRequired, ONE_TIME_SECRET_TEXT_MAX, I.resetTokenInvalid)
  token!: string;

  @Password(V.passwordMinLength)
  password!: string;

  @Password(V.passwordConfirmMismatch)
  password_confirmation!: string;
}

/**
 * `POST /v1/client/login`. `isGuest` and `guestId` name the guest whose cart moves to the account; only the
 * guest's own token as bearer makes that happen (see LoginRequest).
 */
@CheckedBy(formRule(validateSignIn))
export class LoginBody implements LoginRequest {
  @FormText(V.emailInvalid)
  email!: string;

  @Password(V.passwordRequired)
  password!: string;

  @IsOptional()
  @IsBoolean()
  isGuest?: boolean;

  @FormText(GUEST_SESSION_MESSAGES.invalidId, GUEST_ID_TEXT_MAX)
  guestId?: string;
}

/** `my-profile/change-password`. */
@CheckedBy(formRule(validateChangePassword))
export class ChangePasswordBody implements ChangePasswordRequest {
  @Password(V.currentPasswordRequired)
  current_password!: string;

  @Password(V.passwordMinLength)
  password!: string;

  @Password(V.confirmPasswordRequired)
  password_confirmation!: string;
}

/** `PUT|POST my-profile/edit`. */
@CheckedBy(formRule(validateProfile))
export class ProfileBody implements ProfileUpdateRequest {
  @FormText(V.firstNameRequired)
  firstname!: string;

  @FormText(V.lastNameRequired)
  lastname!: string;

  @FormText(COMPANY_TOO_LONG)
  company?: string;
}

/**
 * An entry of the account's address book (`POST my-profile/addresses`, `PUT my-profile/addresses/{id}`): the
 * location fields and rule of AddressBody, plus country, phone and the default flag. Country and phone are
 * optional text, stored as plain text cut to 2 and 30 characters (ProfileService), so only an absurd size is
 * refused here. A client may send back an address as it was answered (`id`, `state_name` included): those two
 * are read-only and ignored.
 */
export class AccountAddressBody extends AddressBody implements AddressRequest {
  @OptionalText(IDENTITY_TEXT_MAX)
  country?: string;

  @OptionalText(IDENTITY_TEXT_MAX)
  phone?: string;

  @IsOptional()
  @IsBoolean()
  is_default?: boolean;

  /** Read-only, as answered: ignored. */
  @OptionalText(IDENTIFIER_TEXT_MAX)
  id?: string;

  /** Read-only, as answered: ignored. */
  @OptionalText(IDENTITY_TEXT_MAX)
  state_name?: string;
}

/** The security-questions rule as a form rule: the spec's JSON text of three different questions, each answered. */
const validateSecurityQuestions = (input: Record<string, unknown>) => parseSecurityQuestions(input).errors;

/** `PUT my-profile/security-questions`: `security_questions` is the spec's JSON text of three `{question, answer}` pairs. */
@CheckedBy(formRule(validateSecurityQuestions))
export class SecurityQuestionsBody implements SecurityQuestionsRequest {
  @FormText(V.securityQuestionsCount, SECURITY_QUESTIONS_TEXT_MAX)
  security_questions!: string;
}

/** `POST /v1/client/change-role`: a role a person may add themselves. */
export class ChangeRoleBody implements ChangeRoleRequest {
  @IsIn(SELF_SERVICE_ROLES, { message: I.roleNotAllowed })
  role!: SelfServiceRole;
}

/**
 * The guest id a guest-login names, trimmed and lower-cased: none when empty, 400 `errors.guest_id` when it is neither a
 * guest id identity issued (`guest-<uuid>`) nor a bare uuid a browser made before guest ids were issued.
 * `guestId` is taken as another spelling of `guest_id`.
 */
const guestLoginRule: RequestCheck = (input) => {
  const raw = input.guest_id ?? input.guestId;
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: {} };
  const id = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!GUEST_ID_PATTERN.test(id) && !LEGACY_GUEST_ID_PATTERN.test(id)) return { ok: false, errors: { guest_id: [GUEST_SESSION_MESSAGES.invalidId] } };
  return { ok: true, value: { guest_id: id } };
};

/**
 * `POST /login-info/guest-login`: the handler receives `{ guest_id? }`, the guest id named (see guestLoginRule)
 * lower-cased, or none.
 */
@CheckedBy(guestLoginRule)
export class GuestLoginBody implements GuestLoginRequest {
  @FormText(GUEST_SESSION_MESSAGES.invalidId, GUEST_ID_TEXT_MAX)
  guest_id?: string;

  @FormText(GUEST_SESSION_MESSAGES.invalidId, GUEST_ID_TEXT_MAX)
  guestId?: string;
}

/** `GET oauth/{provider}/redirect?return_to=/path`: where to come back to once signed in, a path on this site. */
@CheckedBy(formRule(validateOAuthStart))
export class OAuthStartQuery implements OAuthStartRequest {
  @FormText(OAUTH_MESSAGES.returnToInvalid, OAUTH_LIMITS.returnToMax)
  return_to?: string;
}

/** `POST oauth/{provider}/callback` (the google and facebook callbacks): what the provider sent back. */
@CheckedBy(formRule(validateOAuthCallback))
export class OAuthCallbackBody implements OAuthCallbackRequest {
  @FormText(OAUTH_MESSAGES.codeRequired, OAUTH_LIMITS.codeMax)
  code!: string;

  @FormText(OAUTH_MESSAGES.stateRequired, OAUTH_LIMITS.stateMax)
  state!: string;

  @FormText(OAUTH_MESSAGES.issuerInvalid, OAUTH_LIMITS.issuerMax)
  iss?: string;

  @IsOptional()
  @IsBoolean()
  isGuest?: boolean;

  @FormText(GUEST_SESSION_MESSAGES.invalidId, GUEST_ID_TEXT_MAX)
  guestId?: string;
}

/** `POST oauth/check/user`: the pending link's token and the existing account's password. */
@CheckedBy(formRule(validateOAuthLink))
export class OAuthLinkBody implements OAuthLinkRequest {
  @FormText(OAUTH_MESSAGES.linkTokenRequired, OAUTH_LIMITS.linkTokenMax, OAUTH_MESSAGES.linkInvalid)
  link_token!: string;

  @Password(V.passwordRequired)
  password!: string;

  @IsOptional()
  @IsBoolean()
  isGuest?: boolean;

  @FormText(GUEST_SESSION_MESSAGES.invalidId, GUEST_ID_TEXT_MAX)
  guestId?: string;
}
