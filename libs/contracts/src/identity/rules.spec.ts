import { MESSAGES } from '../messages';
import { SECURITY_QUESTIONS } from '../enums/security-questions';
import { validateAddress } from '../addresses';
import { parseSecurityQuestions, validateChangePassword, validateSignIn, validateSignUp } from './rules';

const V = MESSAGES.validation;
const goodSignUp = { firstname: 'Ana María', lastname: 'Núñez', email: 'ana@example.com', password: '12345678', password_confirmation: '12345678' };

describe('account form rules', () => {
  it('accepts a good sign-up, names in any alphabet included', () => {
    expect(validateSignUp(goodSignUp)).toEqual({});
    expect(validateSignUp({ ...goodSignUp, role: 'seller' })).toEqual({});
  });

  it('gives one spec message per wrong sign-up field', () => {
    expect(validateSignUp({ firstname: ' ', lastname: 'O2', email: 'a@b', password: '1234567', password_confirmation: '1234567' })).toEqual({
      firstname: [V.firstNameRequired],
      lastname: [V.nameLettersOnly],
      email: [V.emailInvalid],
      password: [V.passwordMinLength],
    });
    expect(validateSignUp({ ...goodSignUp, password_confirmation: '12345679' })).toEqual({ password_confirmation: [V.passwordConfirmMismatch] });
    expect(validateSignUp({ ...goodSignUp, firstname: 'a'.repeat(101) })).toEqual({ firstname: [V.firstNameRequired] });
    expect(validateSignUp({ ...goodSignUp, email: `${'a'.repeat(95)}@x.com` })).toEqual({ email: [V.emailInvalid] });
    expect(validateSignUp({ ...goodSignUp, role: 'admin' })).toEqual({ role: [MESSAGES.identity.roleNotAllowed] });
  });

  it("says 'Password is required' for a sign-in password under 8 characters", () => {
    expect(validateSignIn({ email: 'ana@example.com', password: 'short' })).toEqual({ password: [V.passwordRequired] });
    expect(validateSignIn({ email: 'ana@example.com', password: 'long enough' })).toEqual({});
  });

  it('requires current, new and confirm password when changing it', () => {
    expect(validateChangePassword({})).toEqual({
      current_password: [V.currentPasswordRequired],
      password: [V.passwordMinLength],
      password_confirmation: [V.confirmPasswordRequired],
    });
    expect(validateChangePassword({ current_password: 'x', password: 'new-password', password_confirmation: 'new-passw0rd' })).toEqual({
      password_confirmation: [V.passwordConfirmMismatch],
    });
  });

  it('checks a location: required fields, a known state and the zip format', () => {
    const good = { name: 'Yard', address: '1 Main St', unit: '2', city: 'Austin', state: 44, zip: '78701-1234' };
    expect(validateAddress(good)).toEqual({});
    expect(validateAddress({ ...good, zip: '7870' })).toEqual({ zip: [V.zipInvalid] });
    expect(validateAddress({ ...good, zip: '' })).toEqual({ zip: [V.zipRequired] });
    expect(validateAddress({ ...good, state: 99 })).toEqual({ state: [V.stateRequired] });
  });

  it('reads three different offered security questions from the JSON string', () => {
    const pairs = SECURITY_QUESTIONS.slice(0, 3).map((q) => ({ question: q.question, answer: ' Rex ' }));
    expect(parseSecurityQuestions({ security_questions: JSON.stringify(pairs) })).toEqual({
      answers: pairs.map((p) => ({ question: p.question, answer: 'Rex' })),
      errors: {},
    });
    const fail = { security_questions: [V.securityQuestionsCount] };
    expect(parseSecurityQuestions({ security_questions: 'not json' }).errors).toEqual(fail);
    expect(parseSecurityQuestions({ security_questions: JSON.stringify([pairs[0], pairs[0], pairs[1]]) }).errors).toEqual(fail);
    expect(
      parseSecurityQuestions({ security_questions: JSON.stringify([...pairs.slice(0, 2), { question: 'Favourite colour?', answer: 'x' }]) }).errors,
    ).toEqual(fail);
    expect(parseSecurityQuestions({ security_questions: JSON.stringify([...pairs.slice(0, 2), { question: pairs[2].question, answer: '' }]) }).errors).toEqual({
      security_questions: [V.securityAnswerRequired],
    });
  });
});
