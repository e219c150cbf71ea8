import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { EmailBody, IDENTITY_API, MESSAGES, PasswordResetBody, SignUpBody, VerifyEmailBody } from '@solar/contracts';
import { clientIp, Public, RateLimits, withMessage } from '@solar/platform';
import type { Request, Response } from 'express';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../identity.options';
import { AttemptLimiter, reserveAll } from '../sessions/attempt-limiter';
import { normalizeEmail } from '../users/user-view';
import { AccountsService } from './accounts.service';
import { answerNoSoonerThan, EVEN_ANSWER_MS } from './even-timing';

/**
 * Sign-up, email verification and password recovery: all open to visitors, so all limited per client address
 * (the gateway's `x-client-ip`) and, where they mail, per recipient; past a limit 429 with Retry-After.
 */
@Controller()
@Public()
export class AccountsController {
  private readonly mailsPerAccount: AttemptLimiter;
  private readonly mailsPerAddress: AttemptLimiter;
  private readonly emailChecksPerAddress: AttemptLimiter;
  private readonly codeChecksPerAddress: AttemptLimiter;

  constructor(
    private readonly accounts: AccountsService,
    @Inject(IDENTITY_SETTINGS) settings: IdentitySettings,
    rateLimits: RateLimits,
  ) {
    const limits = settings.attemptLimits;
    this.mailsPerAccount = new AttemptLimiter(rateLimits, 'mails-account', limits.mailsPerAccount, MESSAGES.identity.tooManyMails);
    this.mailsPerAddress = new AttemptLimiter(rateLimits, 'mails-address', limits.mailsPerAddress, MESSAGES.identity.tooManyMails);
    this.emailChecksPerAddress = new AttemptLimiter(rateLimits, 'email-checks-address', limits.emailChecksPerAddress, MESSAGES.identity.tooManyEmailChecks);
    this.codeChecksPerAddress = new AttemptLimiter(rateLimits, 'code-checks-address', limits.codeChecksPerAddress);
  }

  /**
   * Its 409 says an email has an account, like email/check: it spends the same per-address budget and takes
   * the same time (a password hash either way, then no sooner than EVEN_ANSWER_MS), so it is no faster oracle.
   * A new account's code mail counts against the mail limits of the address and of the recipient (a 409 sends
   * nothing, so it cannot use up a stranger's mail budget).
   */
  @Post(IDENTITY_API.signup)
  async signUp(@Body() form: SignUpBody, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const address = clientIp(req);
    await this.emailChecksPerAddress.take([address], res);
    const beforeMail = () => this.limitMail(form.email, req, res);
    return withMessage(await answerNoSoonerThan(EVEN_ANSWER_MS, () => this.accounts.signUp(form, beforeMail)), MESSAGES.toast.verificationCodeSent);
  }

  @Post(IDENTITY_API.emailVerify)
  @HttpCode(200)
  async verify(@Body() form: VerifyEmailBody, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.codeChecksPerAddress.take([clientIp(req)], res);
    await this.accounts.verifyEmail(form);
    return withMessage({ verified: true }, MESSAGES.identity.emailVerified);
  }

  @Post(IDENTITY_API.emailResend)
  @HttpCode(200)
  async resend(@Body() form: EmailBody, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.limitMail(form.email, req, res);
    await answerNoSoonerThan(EVEN_ANSWER_MS, () => this.accounts.resendVerificationCode(form));
    return withMessage({ sent: true }, MESSAGES.toast.verificationCodeSent);
  }

  /**
   * 200 or 409 as the spec says, which makes it an account oracle: few answers per client address (shared
   * with sign-up), and the same time for a taken and a free email.
   */
  @Post(IDENTITY_API.emailCheck)
  @HttpCode(200)
  async check(@Body() form: EmailBody, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.emailChecksPerAddress.take([clientIp(req)], res);
    await answerNoSoonerThan(EVEN_ANSWER_MS, () => this.accounts.checkEmail(form));
    return withMessage({ available: true }, MESSAGES.identity.emailAvailable);
  }

  @Post(IDENTITY_API.passwordEmail)
  @HttpCode(200)
  async forgotPassword(@Body() form: EmailBody, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.limitMail(form.email, req, res);
    await answerNoSoonerThan(EVEN_ANSWER_MS, () => this.accounts.sendPasswordResetLink(form));
    return withMessage({ sent: true }, MESSAGES.identity.resetLinkSent);
  }

  @Post(IDENTITY_API.passwordReset)
  @HttpCode(200)
  async resetPassword(@Body() form: PasswordResetBody, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.codeChecksPerAddress.take([clientIp(req)], res);
    await this.accounts.resetPassword(form);
    return withMessage({ reset: true }, MESSAGES.identity.passwordReset);
  }

  /** Counted per request, mail or not (an unknown email): the limit reveals nothing about accounts. */
  private async limitMail(email: string, req: Request, res: Response): Promise<void> {
    await reserveAll(
      [
        [this.mailsPerAddress, clientIp(req)],
        [this.mailsPerAccount, normalizeEmail(email)],
      ],
      res,
    );
  }
}
