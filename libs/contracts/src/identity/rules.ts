import { SECURITY_QUESTIONS, SECURITY_QUESTIONS_REQUIRED } from '../enums/security-questions';
import { MESSAGES } from '../messages';
import { plainText } from '../rules/rich-text';
import { isLettersOnlyName, isValidEmail, LIMITS, PATTERNS } from '../rules/validation';
import { SELF_SERVICE_ROLES, type SecurityQuestionsRequest } from './views';

import { Collector, text, type FieldErrors } from '../forms/field-rules';

/** The account forms' rules, written once for the web forms and the identity service. */
export { hasErrors, type FieldErrors } from '../forms/field-rules';

const V = MESSAGES.validation;

function checkName(c: Collector, field: string, value: unknown, requiredMessage: string): void {
  const name = text(value);
  c.check(field, [
    [!name || name.length > LIMITS.nameMax, requiredMessage],
    [!isLettersOnlyName(name), V.nameLettersOnly],
  ]);
}

function checkEmail(c: Collector, value: unknown): void {
  c.check('email', [[!isValidEmail(text(value)), V.emailInvalid]]);
}

/** New password plus its confirmation, under the given field names. */
function checkNewPassword(
  c: Collector,
  password: unknown,
  confirmation: unknown,
  fields = { password: 'password', confirmation: 'password_confirmation' },
): void {
  const pwd = typeof password === 'string' ? password : '';
  c.check(fields.password, [[pwd.length < LIMITS.passwordMin, V.passwordMinLength]]);
  c.check(fields.confirmation, [[typeof confirmation !== 'string' || confirmation !== pwd, V.passwordConfirmMismatch]]);
}

export function validateSignUp(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  checkName(c, 'firstname', input.firstname, V.firstNameRequired);
  checkName(c, 'lastname', input.lastname, V.lastNameRequired);
  checkEmail(c, input.email);
  checkNewPassword(c, input.password, input.password_confirmation);
  if (input.role !== undefined && !(SELF_SERVICE_ROLES as readonly unknown[]).includes(input.role)) {
    c.errors.role = [MESSAGES.identity.roleNotAllowed];
  }
  return c.errors;
}

/** Sign in: a valid email and a password of at least 8 characters ('Password is required' otherwise). */
export function validateSignIn(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  checkEmail(c, input.email);
  const password = typeof input.password === 'string' ? input.password : '';
  c.check('password', [[password.length < LIMITS.passwordMin, V.passwordRequired]]);
  return c.errors;
}

/** Forgot password, resend code, email check. */
export function validateEmailOnly(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  checkEmail(c, input.email);
  return c.errors;
}

export function validateVerifyEmail(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  checkEmail(c, input.email);
  c.check('code', [
    [!text(input.code), V.verificationCodeRequired],
    // The mailed code is six digits: anything else cannot be it.
    [!PATTERNS.verificationCode.test(text(input.code)), MESSAGES.identity.verificationCodeInvalid],
  ]);
  return c.errors;
}

export function validatePasswordReset(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  checkEmail(c, input.email);
  c.check('token', [[!text(input.token), V.resetTokenRequired]]);
  checkNewPassword(c, input.password, input.password_confirmation);
  return c.errors;
}

/** Account security: current, new and confirm password required. */
export function validateChangePassword(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  c.check('current_password', [[typeof input.current_password !== 'string' || !input.current_password, V.currentPasswordRequired]]);
  const confirmation = input.password_confirmation;
  if (typeof confirmation !== 'string' || !confirmation) {
    checkNewPassword(c, input.password, confirmation);
    c.errors.password_confirmation = [V.confirmPasswordRequired];
  } else {
    checkNewPassword(c, input.password, confirmation);
  }
  return c.errors;
}

/** The profile's company: optional, at most LIMITS.nameMax characters as stored. */
export const COMPANY_TOO_LONG = `The company may have at most ${LIMITS.nameMax} characters.`;

export function validateProfile(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  checkName(c, 'firstname', input.firstname, V.firstNameRequired);
  checkName(c, 'lastname', input.lastname, V.lastNameRequired);
  if (input.company !== undefined && input.company !== null && (typeof input.company !== 'string' || plainText(input.company).length > LIMITS.nameMax)) {
    c.errors.company = [COMPANY_TOO_LONG];
  }
  return c.errors;
}

/** Parses the spec's JSON string of three question/answer pairs; the errors say what is wrong. */
export function parseSecurityQuestions(input: Partial<SecurityQuestionsRequest>): { answers: { question: string; answer: string }[]; errors: FieldErrors } {
  const fail = (message: string) => ({ answers: [], errors: { security_questions: [message] } });
  let parsed: unknown;
  try {
    parsed = typeof input.security_questions === 'string' ? JSON.parse(input.security_questions) : input.security_questions;
  } catch {
    return fail(V.securityQuestionsCount);
  }
  if (!Array.isArray(parsed) || parsed.length !== SECURITY_QUESTIONS_REQUIRED) return fail(V.securityQuestionsCount);
  const answers = parsed.map((pair: unknown) => {
    const { question, answer } = (pair ?? {}) as Record<string, unknown>;
    return { question: text(question), answer: text(answer) };
  });
  const offered = new Set<string>(SECURITY_QUESTIONS.map((q) => q.question));
  if (answers.some((a) => !offered.has(a.question)) || new Set(answers.map((a) => a.question)).size !== answers.length) {
    return fail(V.securityQuestionsCount);
  }
  if (answers.some((a) => !a.answer || a.answer.length > LIMITS.nameMax)) return fail(V.securityAnswerRequired);
  return { answers, errors: {} };
}
