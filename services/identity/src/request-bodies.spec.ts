import type { ArgumentMetadata } from '@nestjs/common';
import {
  AccountAddressBody,
  ChangePasswordBody,
  ChangeRoleBody,
  EmailBody,
  GUEST_SESSION_MESSAGES,
  GuestLoginBody,
  LIMITS,
  LoginBody,
  MESSAGES,
  PasswordResetBody,
  ProfileBody,
  SECURITY_QUESTIONS,
  SecurityQuestionsBody,
  SEARCH_OBJECT_ERRORS,
  SignUpBody,
  US_STATES,
  VerifyEmailBody,
} from '@solar/contracts';
import { ApiValidationPipe, InvalidInputError } from '@solar/platform';

/**
 * The identity service's request bodies through the services' one validation pipe: a field of the wrong type,
 * of an absurd size or unknown answers 400 with field errors before any handler runs; what is well typed reaches
 * the form rule, whose spec messages say what is missing or wrong.
 */
const pipe = new ApiValidationPipe();
const V = MESSAGES.validation;

async function errorsOf(dto: new () => object, body: unknown): Promise<Record<string, string[]> | undefined> {
  try {
    await pipe.transform(body, { type: 'body', metatype: dto } as ArgumentMetadata);
    return undefined;
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    return error.errors;
  }
}

const accepts = async (dto: new () => object, body: unknown) => pipe.transform(body, { type: 'body', metatype: dto } as ArgumentMetadata);

const signUp = { firstname: 'Nora', lastname: 'Sol', email: 'nora@example.com', password: 'sunny-panels-42', password_confirmation: 'sunny-panels-42' };
const address = {
  name: 'Warehouse',
  address: '1 Main St',
  unit: '4',
  city: 'Austin',
  state: US_STATES[0]!.id,
  zip: '78701',
  country: 'US',
  phone: '555-0100',
  is_default: true,
};
const pairs = SECURITY_QUESTIONS.slice(0, 3).map(({ question }, i) => ({ question, answer: `answer ${i}` }));

describe('identity request bodies', () => {
  it('take what the web sends', async () => {
    await expect(accepts(SignUpBody, { ...signUp, role: 'seller' })).resolves.toMatchObject(signUp);
    await expect(
      accepts(LoginBody, { email: signUp.email, password: signUp.password, isGuest: true, guestId: 'guest-0b1e4f0a-3c1d-4e5f-8a9b-0c1d2e3f4a5b' }),
    ).resolves.toBeDefined();
    await expect(accepts(EmailBody, { email: signUp.email })).resolves.toBeDefined();
    await expect(accepts(VerifyEmailBody, { email: signUp.email, code: '012345' })).resolves.toBeDefined();
    await expect(
      accepts(PasswordResetBody, { email: signUp.email, token: 'x'.repeat(43), password: 'new-password-1', password_confirmation: 'new-password-1' }),
    ).resolves.toBeDefined();
    await expect(
      accepts(ChangePasswordBody, { current_password: 'old-password', password: 'new-password-1', password_confirmation: 'new-password-1' }),
    ).resolves.toBeDefined();
    await expect(accepts(ProfileBody, { firstname: 'Nora', lastname: 'Sol', company: '' })).resolves.toBeDefined();
    await expect(accepts(AccountAddressBody, address)).resolves.toMatchObject(address);
    // An address sent back as it was answered.
    await expect(
      accepts(AccountAddressBody, { ...address, id: '6f1c1a52-8f9e-4a0b-9c36-0c7d1f0e2a11', state_name: 'Alabama', phone: null }),
    ).resolves.toBeDefined();
    await expect(accepts(SecurityQuestionsBody, { security_questions: JSON.stringify(pairs) })).resolves.toBeDefined();
    await expect(accepts(ChangeRoleBody, { role: 'seller' })).resolves.toEqual(expect.objectContaining({ role: 'seller' }));
    await expect(accepts(GuestLoginBody, {})).resolves.toEqual({});
  });

  it('answer a wrong type with the form rule message of the field', async () => {
    expect(await errorsOf(SignUpBody, { ...signUp, email: 42 })).toEqual({ email: [V.emailInvalid] });
    expect(await errorsOf(SignUpBody, { ...signUp, password: ['sunny-panels-42'] })).toEqual({ password: [V.passwordMinLength] });
    expect(await errorsOf(SignUpBody, { ...signUp, firstname: { first: 'Nora' } })).toEqual({ firstname: [V.firstNameRequired] });
    expect(await errorsOf(LoginBody, { email: ['a@b.co'], password: 12345678 })).toEqual({ email: [V.emailInvalid], password: [V.passwordRequired] });
    expect(await errorsOf(LoginBody, { email: 'a@b.co', password: 'long-enough', isGuest: 'yes' })).toEqual({ isGuest: [expect.any(String)] });
    expect(await errorsOf(VerifyEmailBody, { email: 'a@b.co', code: 123456 })).toEqual({ code: [V.verificationCodeRequired] });
    expect(await errorsOf(PasswordResetBody, { email: 'a@b.co', token: { $ne: '' }, password: 'long-enough', password_confirmation: 'long-enough' })).toEqual({
      token: [V.resetTokenRequired],
    });
    expect(await errorsOf(ChangePasswordBody, { current_password: true, password: 'long-enough', password_confirmation: 'long-enough' })).toEqual({
      current_password: [V.currentPasswordRequired],
    });
    expect(await errorsOf(AccountAddressBody, { ...address, zip: 78701, is_default: 'yes' })).toEqual({
      zip: [V.zipInvalid],
      is_default: [expect.any(String)],
    });
    expect(await errorsOf(SecurityQuestionsBody, { security_questions: pairs })).toEqual({ security_questions: [V.securityQuestionsCount] });
    expect(await errorsOf(ChangeRoleBody, { role: ['seller'] })).toEqual({ role: [MESSAGES.identity.roleNotAllowed] });
    expect(await errorsOf(GuestLoginBody, { guest_id: 7 })).toEqual({ guest_id: [GUEST_SESSION_MESSAGES.invalidId] });
  });

  it('refuse a field they do not know, and a body that is not an object', async () => {
    expect(await errorsOf(SignUpBody, { ...signUp, is_admin: true })).toEqual({ is_admin: [SEARCH_OBJECT_ERRORS.unknownKey] });
    expect(await errorsOf(LoginBody, { email: 'a@b.co', password: 'long-enough', $where: '1' })).toEqual({ $where: [expect.any(String)] });
    expect(await errorsOf(ChangeRoleBody, { role: 'seller', roles: ['admin'] })).toEqual({ roles: [SEARCH_OBJECT_ERRORS.unknownKey] });
    expect(await errorsOf(EmailBody, [{ email: 'a@b.co' }])).toEqual({ body: [expect.any(String)] });
    expect(await errorsOf(EmailBody, 'a@b.co')).toEqual({ body: [expect.any(String)] });
  });

  it('refuse absurd sizes before any form rule or hash runs', async () => {
    const huge = 'x'.repeat(LIMITS.passwordMax + 1);
    expect(await errorsOf(LoginBody, { email: 'a@b.co', password: huge })).toEqual({ password: [V.passwordTooLong] });
    expect(await errorsOf(SignUpBody, { ...signUp, password: huge, password_confirmation: huge })).toEqual({
      password: [V.passwordTooLong],
      password_confirmation: [V.passwordTooLong],
    });
    expect(await errorsOf(ChangePasswordBody, { current_password: huge, password: 'long-enough', password_confirmation: 'long-enough' })).toEqual({
      current_password: [V.passwordTooLong],
    });
    expect(await errorsOf(SignUpBody, { ...signUp, firstname: 'N'.repeat(5000) })).toEqual({ firstname: [V.firstNameRequired] });
    expect(await errorsOf(VerifyEmailBody, { email: 'a@b.co', code: '1'.repeat(1000) })).toEqual({ code: [MESSAGES.identity.verificationCodeInvalid] });
    expect(await errorsOf(SecurityQuestionsBody, { security_questions: ' '.repeat(10_000) })).toEqual({ security_questions: [V.securityQuestionsCount] });
    expect(await errorsOf(AccountAddressBody, { ...address, phone: '5'.repeat(1001) })).toEqual({ phone: [expect.any(String)] });
  });

  it('leave required-ness and the spec limits to the form rules, with their messages', async () => {
    // The spec's 100 characters, with every other field's message too.
    expect(
      await errorsOf(SignUpBody, { lastname: 'a'.repeat(101), email: 'n@example.com', password: 'long-enough', password_confirmation: 'long-enough' }),
    ).toEqual({
      firstname: [V.firstNameRequired],
      lastname: [V.lastNameRequired],
    });
    expect(await errorsOf(SignUpBody, { ...signUp, firstname: '' })).toEqual({ firstname: [V.firstNameRequired] });
    expect(await errorsOf(SignUpBody, { ...signUp, email: `${'a'.repeat(95)}@x.com` })).toEqual({ email: [V.emailInvalid] });
    expect(await errorsOf(VerifyEmailBody, { email: 'a@b.co', code: '' })).toEqual({ code: [V.verificationCodeRequired] });
    expect(await errorsOf(VerifyEmailBody, { email: 'a@b.co', code: '12345' })).toEqual({ code: [MESSAGES.identity.verificationCodeInvalid] });
    expect(await errorsOf(ChangeRoleBody, {})).toEqual({ role: [MESSAGES.identity.roleNotAllowed] });
    expect(await errorsOf(ChangeRoleBody, { role: 'admin' })).toEqual({ role: [MESSAGES.identity.roleNotAllowed] });
  });

  it('hand guest-login the guest id named, lower-cased, and refuse one that is no guest id', async () => {
    const id = 'guest-0b1e4f0a-3c1d-4e5f-8a9b-0c1d2e3f4a5b';
    await expect(accepts(GuestLoginBody, { guest_id: ` ${id.toUpperCase()} ` })).resolves.toEqual({ guest_id: id });
    await expect(accepts(GuestLoginBody, { guestId: id })).resolves.toEqual({ guest_id: id });
    await expect(accepts(GuestLoginBody, { guest_id: '' })).resolves.toEqual({});
    expect(await errorsOf(GuestLoginBody, { guest_id: 'not-a-uuid' })).toEqual({ guest_id: [GUEST_SESSION_MESSAGES.invalidId] });
  });
});
