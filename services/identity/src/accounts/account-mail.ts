import type { MailMessage } from '@solar/platform';

/** The mails identity sends. Plain text first: every mail client shows it, and tests can read it. */
export const accountMail = {
  verificationCode(to: string, firstname: string, code: string, validMinutes: number): MailMessage {
    return {
      to,
      subject: 'Your Solar Marketplace verification code',
      text: [
        `Hello ${firstname},`,
        '',
        `Your verification code is ${code}.`,
        `Enter it on the sign-up page to activate your account. It is valid for ${validMinutes} minutes.`,
        '',
        'If you did not create an account, you can ignore this email.',
      ].join('\n'),
    };
  },

  passwordReset(to: string, firstname: string, link: string, validMinutes: number): MailMessage {
    return {
      to,
      subject: 'Reset your Solar Marketplace password',
      text: [
        `Hello ${firstname},`,
        '',
        'We received a request to reset the password of your account. Open this link to choose a new one:',
        link,
        '',
        `The link is valid for ${validMinutes} minutes and can be used once.`,
        'If you did not ask for this, you can ignore this email: your password stays as it is.',
      ].join('\n'),
    };
  },
};
