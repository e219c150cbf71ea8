import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  EVENTS,
  MESSAGES,
  plainText,
  type AccountStatus,
  type EmailRequest,
  type IdentityUserRegisteredPayload,
  type IdentityUserRoleChangedPayload,
  type PasswordResetRequest,
  type Role,
  type SignUpRequest,
  type SignUpResult,
  type VerifyEmailRequest,
} from '@solar/contracts';
import { BusinessRuleError, ConflictError, isDuplicateKeyError, MAILER, Outbox, type Mailer, type MailMessage } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../identity.options';
import { SessionVersions } from '../sessions/session-versions';
import { normalizeEmail } from '../users/user-view';
import { User } from '../users/user.schema';
import { accountMail } from './account-mail';
import { digestOneTimeSecret, hashSecret, newResetToken, newVerificationCode, sameDigest } from './secrets';

const VERIFICATION_MINUTES = 30;
const RESET_MINUTES = 60;
/** Wrong codes allowed before the code is spent and a new one must be requested. */
const MAX_CODE_ATTEMPTS = 5;

const invalidCode = () => new BusinessRuleError({ code: [MESSAGES.identity.verificationCodeInvalid] });
const invalidResetToken = () => new BusinessRuleError({ token: [MESSAGES.identity.resetTokenInvalid] });

/** Registration, email verification and password recovery. */
@Injectable()
export class AccountsService {
  private readonly logger = new Logger(AccountsService.name);

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(IDENTITY_SETTINGS) private readonly settings: IdentitySettings,
    private readonly outbox: Outbox,
    private readonly sessionVersions: SessionVersions,
  ) {}

  /** `beforeMail`: runs once the email is known to be free, before the account is made (the mail limits). */
  async signUp(form: SignUpRequest, beforeMail: () => Promise<void> = async () => {}): Promise<SignUpResult> {
    const email = normalizeEmail(form.email);
    if (await this.users.exists({ email })) {
      // A taken email costs the password hash a new account costs: the 409 comes no faster than a 201.
      await hashSecret(form.password);
      throw emailTaken();
    }
    await beforeMail();
    const roles: Role[] = [form.role === 'seller' ? 'seller' : 'customer'];
    const user = await this.createAccount({
      email,
      // Letters only by validateSignUp; stored through the plain-text rule like every name.
      firstname: plainText(form.firstname),
      lastname: plainText(form.lastname),
      password: form.password,
      roles,
      status: 'unverified',
    });
    await this.sendVerificationCode(user.id);
    return { user: { id: user.id, firstname: user.firstname, lastname: user.lastname, email }, status: user.status };
  }

  /**
   * Creates an account with its `identity.user.registered` event in the same write. Used by sign-up and by
   * the seeding of demo and admin accounts. A concurrent sign-up with the same email meets the unique index.
   */
  async createAccount(account: {
    id?: string;
    email: string;
    firstname: string;
    lastname: string;
    password: string;
    roles: Role[];
    status: AccountStatus;
  }): Promise<User> {
    const id = account.id ?? randomUUID();
    const now = new Date();
    const payload: IdentityUserRegisteredPayload = {
      user_id: id,
      email: account.email,
      firstname: account.firstname,
      lastname: account.lastname,
      roles: account.roles,
      registered_at: now.toISOString(),
    };
    try {
      const created = await this.users.create({
        id,
        email: account.email,
        firstname: account.firstname,
        lastname: account.lastname,
        password_hash: await hashSecret(account.password),
        roles: account.roles,
        status: account.status,
        email_verified_at: account.status === 'active' ? now : null,
        _outbox: [this.outbox.event(EVENTS.identity.userRegistered, id, payload)],
      });
      return created.toObject();
    } catch (error) {
      if (isDuplicateKeyError(error)) throw emailTaken();
      throw error;
    }
  }

  /**
   * Adds a role to an account with its `identity.user.role-changed` event in the same write, conditional on
   * the roles read so that two concurrent changes cannot lose one another. Answers the account as it is
   * afterwards, or null when no account matches `filter`. Used by change-role and by the admin bootstrap.
   */
  async grantRole(filter: Partial<Pick<User, 'id' | 'email' | 'status'>>, role: Role, attempt = 1): Promise<User | null> {
    const user = await this.users.findOne(filter).lean();
    if (!user || user.roles.includes(role)) return user;
    const roles: Role[] = [...user.roles, role];
    const payload: IdentityUserRoleChangedPayload = { user_id: user.id, roles, previous_roles: user.roles };
    const changed = await this.users
      .findOneAndUpdate(
        { id: user.id, roles: { $size: user.roles.length, $all: user.roles } },
        { $set: { roles }, ...this.outbox.pushEvents(this.outbox.event(EVENTS.identity.userRoleChanged, user.id, payload)) },
        { returnDocument: 'after' },
      )
      .lean();
    if (changed) return changed;
    // Another change to the roles came first: read them again (a few times at most).
    if (attempt >= 5) throw new ConflictError(MESSAGES.toast.genericError);
    return this.grantRole(filter, role, attempt + 1);
  }

  /**
   * Mails a fresh code; any earlier code stops working. Unknown or already verified emails get no mail. The
   * mail goes out after the answer, so the answer's time does not tell whether one was sent.
   */
  async resendVerificationCode({ email }: EmailRequest): Promise<void> {
    const user = await this.users.findOne({ email: normalizeEmail(email), status: 'unverified' }, { id: 1 }).lean();
    if (user) await this.sendVerificationCode(user.id, 'after-answer');
  }

  private async sendVerificationCode(userId: string, when: 'now' | 'after-answer' = 'now'): Promise<void> {
    const code = newVerificationCode();
    const user = await this.users
      .findOneAndUpdate(
        { id: userId },
        { $set: { verification: { hash: this.digest(code), expires_at: minutesFromNow(VERIFICATION_MINUTES), attempts: 0 } } },
        { returnDocument: 'after' },
      )
      .lean();
    if (!user) return;
    const mail = accountMail.verificationCode(user.email, user.firstname, code, VERIFICATION_MINUTES);
    if (when === 'now') await this.mailer.send(mail);
    else this.sendAfterAnswer(mail);
  }

  /** Sends without holding the answer; a failure is logged (the user asks again, within the mail limits). */
  private sendAfterAnswer(mail: MailMessage): void {
    this.mailer
      .send(mail)
      .catch((error: unknown) => this.logger.error(`mail "${mail.subject}" not sent: ${error instanceof Error ? error.message : String(error)}`));
  }

  /** Confirms the mailed code: the account becomes active and may sign in. */
  async verifyEmail({ email, code }: VerifyEmailRequest): Promise<void> {
    const user = await this.users
      .findOne({ email: normalizeEmail(email) })
      .select('+verification')
      .lean();
    if (!user || user.status === 'inactive') throw invalidCode();
    if (user.status === 'active') return; // verifying twice is harmless
    const secret = user.verification;
    if (!secret || secret.expires_at.getTime() < Date.now() || secret.attempts >= MAX_CODE_ATTEMPTS) throw invalidCode();
    if (!sameDigest(secret.hash, this.digest(code))) {
      await this.users.updateOne({ id: user.id, 'verification.hash': secret.hash }, { $inc: { 'verification.attempts': 1 } });
      throw invalidCode();
    }
    // Conditional on the same code and state, so a code cannot be used twice by racing requests.
    const activated = await this.users.updateOne(
      { id: user.id, status: 'unverified', 'verification.hash': secret.hash },
      { $set: { status: 'active', email_verified_at: new Date(), verification: null } },
    );
    if (activated.modifiedCount === 0) throw invalidCode();
  }

  /** 200 with a message when free; 409 with `errors.email` when an account has it. */
  async checkEmail({ email }: EmailRequest): Promise<void> {
    if (await this.users.exists({ email: normalizeEmail(email) })) throw emailTaken();
  }

  /**
   * Mails a single-use reset link to an existing active or unverified account. The answer is the same
   * whether or not the account exists, so the form cannot be used to find out who has one; the mail goes out
   * after the answer, so neither does its time.
   */
  async sendPasswordResetLink({ email }: EmailRequest): Promise<void> {
    const token = newResetToken();
    const user = await this.users
      .findOneAndUpdate(
        { email: normalizeEmail(email), status: { $ne: 'inactive' } },
        { $set: { password_reset: { hash: this.digest(token), expires_at: minutesFromNow(RESET_MINUTES), attempts: 0 } } },
        { returnDocument: 'after' },
      )
      .lean();
    if (!user) return;
    const link = new URL('/password/reset', this.settings.publicUrl);
    link.searchParams.set('token', token);
    link.searchParams.set('email', user.email);
    this.sendAfterAnswer(accountMail.passwordReset(user.email, user.firstname, link.toString(), RESET_MINUTES));
  }

  /**
   * Sets the new password once per token and ends every session of the account (every service refuses its
   * earlier tokens). Proving the mailbox also verifies an unverified account.
   */
  async resetPassword(form: PasswordResetRequest): Promise<void> {
    const user = await this.users
      .findOne({ email: normalizeEmail(form.email) })
      .select('+password_reset +password_hash')
      .lean();
    const secret = user?.password_reset;
    if (!user || user.status === 'inactive' || !secret || secret.expires_at.getTime() < Date.now()) throw invalidResetToken();
    if (!sameDigest(secret.hash, this.digest(form.token))) throw invalidResetToken();
    const passwordHash = await hashSecret(form.password);
    const status: AccountStatus = 'active';
    const raise = this.sessionVersions.raise(user, 'password-reset');
    // Conditional on the hash read too: the session version read with it is then the current one.
    const reset = await this.users.updateOne(
      { id: user.id, 'password_reset.hash': secret.hash, password_hash: user.password_hash },
      {
        $set: {
          password_hash: passwordHash,
          password_reset: null,
          status,
          ...raise.set,
          ...(user.status === 'unverified' && { email_verified_at: new Date(), verification: null }),
        },
        ...raise.push,
      },
    );
    if (reset.modifiedCount === 0) throw invalidResetToken();
    this.sessionVersions.applied(raise);
  }

  private digest(value: string): string {
    return digestOneTimeSecret(this.settings.secretKey, value);
  }
}

function emailTaken(): ConflictError {
  return new ConflictError({ email: [MESSAGES.identity.emailTaken] });
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
