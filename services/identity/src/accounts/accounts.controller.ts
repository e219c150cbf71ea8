import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  MESSAGES,
  validateEmailOnly,
  validatePasswordReset,
  validateSignUp,
  validateVerifyEmail,
  type EmailRequest,
  type PasswordResetRequest,
  type SignUpRequest,
  type VerifyEmailRequest,
} from '@solar/contracts';
import { clientIp, FormRules, Public, withMessage } from '@solar/platform';
import type { Request, Response } from 'express';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../identity.options';
import { AttemptLimiter } from '../sessions/attempt-limiter';
import { normalizeEmail } from '../users/user-view';
import { AccountsService } from './accounts.service';

/** Sign-up, email verification and password recovery: all open to visitors. */
@Controller('v1/client')
@Public()
export class AccountsController {
  private readonly mailsPerAccount: AttemptLimiter;
  private readonly mailsPerAddress: AttemptLimiter;
  private readonly codeChecksPerAddress: AttemptLimiter;

  constructor(
    private readonly accounts: AccountsService,
    @Inject(IDENTITY_SETTINGS) settings: IdentitySettings,
  ) {
    const limits = settings.attemptLimits;
    this.mailsPerAccount = new AttemptLimiter('mails-account', limits.mailsPerAccount);
    this.mailsPerAddress = new AttemptLimiter('mails-address', limits.mailsPerAddress);
    this.codeChecksPerAddress = new AttemptLimiter('code-checks-address', limits.codeChecksPerAddress);
  }

  @Post('signup')
  async signUp(@Body(new FormRules(validateSignUp)) form: SignUpRequest) {
    return withMessage(await this.accounts.signUp(form), MESSAGES.toast.verificationCodeSent);
  }

  @Post('email/verify')
  @HttpCode(200)
  async verify(@Body(new FormRules(validateVerifyEmail)) form: VerifyEmailRequest, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.codeChecksPerAddress.take([clientIp(req)], res);
    await this.accounts.verifyEmail(form);
    return withMessage({ verified: true }, MESSAGES.identity.emailVerified);
  }

  @Post('email/resend')
  @HttpCode(200)
  async resend(@Body(new FormRules(validateEmailOnly)) form: EmailRequest, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.limitMail(form.email, req, res);
    await this.accounts.resendVerificationCode(form);
    return withMessage({ sent: true }, MESSAGES.toast.verificationCodeSent);
  }

  @Post('email/check')
  @HttpCode(200)
  async check(@Body(new FormRules(validateEmailOnly)) form: EmailRequest) {
    await this.accounts.checkEmail(form);
    return withMessage({ available: true }, MESSAGES.identity.emailAvailable);
  }

  @Post('password/email')
  @HttpCode(200)
  async forgotPassword(@Body(new FormRules(validateEmailOnly)) form: EmailRequest, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.limitMail(form.email, req, res);
    await this.accounts.sendPasswordResetLink(form);
    return withMessage({ sent: true }, MESSAGES.identity.resetLinkSent);
  }

  @Post('password/reset')
  @HttpCode(200)
  async resetPassword(@Body(new FormRules(validatePasswordReset)) form: PasswordResetRequest, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.codeChecksPerAddress.take([clientIp(req)], res);
    await this.accounts.resetPassword(form);
    return withMessage({ reset: true }, MESSAGES.identity.passwordReset);
  }

  private async limitMail(email: string, req: Request, res: Response): Promise<void> {
    await this.mailsPerAddress.take([clientIp(req)], res);
    await this.mailsPerAccount.take([normalizeEmail(email)], res);
  }
}
