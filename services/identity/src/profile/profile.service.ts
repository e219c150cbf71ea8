import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  httpErrorMessage,
  MESSAGES,
  plainText,
  storedNamedAddress,
  usStateCode,
  type Address,
  type AddressRequest,
  type ChangePasswordRequest,
  type Profile,
  type ProfileUpdateRequest,
  type SessionData,
} from '@solar/contracts';
import { BusinessRuleError, NotFoundError, UnauthorizedError } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { hashSecret, verifySecret } from '../accounts/secrets';
import { SessionsService } from '../sessions/sessions.service';
import { SessionVersions } from '../sessions/session-versions';
import { toAddress, toProfile } from '../users/user-view';
import { User, type UserAddress } from '../users/user.schema';

/** An address book holds at most this many entries. */
export const MAX_ADDRESSES = 20;

/** The signed-in user's own account: profile, addresses, password and security questions. */
@Injectable()
export class ProfileService {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly sessionVersions: SessionVersions,
    private readonly sessions: SessionsService,
  ) {}

  async profile(userId: string): Promise<Profile> {
    const user = await this.users.findOne({ id: userId }).select('+security_questions').lean();
    if (!user) throw new UnauthorizedError(httpErrorMessage(401));
    return toProfile(
      user,
      (user.security_questions ?? []).map(({ question }) => ({ question })),
    );
  }

  async updateProfile(userId: string, form: ProfileUpdateRequest): Promise<Profile> {
    // Plain text (see plainText in libs/contracts), like every field a user types.
    const company = plainText(form.company) || null;
    await this.users.updateOne({ id: userId }, { $set: { firstname: plainText(form.firstname), lastname: plainText(form.lastname), company } });
    return this.profile(userId);
  }

  async addresses(userId: string): Promise<Address[]> {
    const user = await this.users.findOne({ id: userId }, { addresses: 1 }).lean();
    if (!user) throw new UnauthorizedError(httpErrorMessage(401));
    return (user.addresses ?? []).map(toAddress);
  }

  async address(userId: string, addressId: string): Promise<Address> {
    const found = (await this.addresses(userId)).find((a) => a.id === addressId);
    if (!found) throw addressNotFound();
    return found;
  }

  async addAddress(userId: string, form: AddressRequest): Promise<Address> {
    const address: UserAddress = { id: randomUUID(), ...addressFields(form) };
    await this.rewriteAddresses(userId, (addresses) => {
      if (addresses.length >= MAX_ADDRESSES) {
        throw new BusinessRuleError(`An address book holds at most ${MAX_ADDRESSES} addresses.`);
      }
      return withSingleDefault([...addresses, address], address);
    });
    return this.address(userId, address.id);
  }

  async updateAddress(userId: string, addressId: string, form: AddressRequest): Promise<Address> {
    await this.rewriteAddresses(userId, (addresses) => {
      const index = addresses.findIndex((a) => a.id === addressId);
      if (index < 0) throw addressNotFound();
      const updated: UserAddress = { id: addressId, ...addressFields(form) };
      return withSingleDefault(
        addresses.map((a, i) => (i === index ? updated : a)),
        updated,
      );
    });
    return this.address(userId, addressId);
  }

  async deleteAddress(userId: string, addressId: string): Promise<void> {
    await this.rewriteAddresses(userId, (addresses) => {
      if (!addresses.some((a) => a.id === addressId)) throw addressNotFound();
      return addresses.filter((a) => a.id !== addressId);
    });
  }

  /**
   * Every address change rewrites the list in one write, conditional on the list not having changed since it
   * was read (optimistic concurrency on `addresses_version`), so the default flag stays on exactly one address.
   */
  private async rewriteAddresses(userId: string, change: (addresses: UserAddress[]) => UserAddress[]): Promise<void> {
    for (;;) {
      const user = await this.users.findOne({ id: userId }, { addresses: 1, addresses_version: 1 }).lean();
      if (!user) throw new UnauthorizedError(httpErrorMessage(401));
      const addresses = change(user.addresses.map(asStored));
      const written = await this.users.updateOne(
        { id: userId, addresses_version: user.addresses_version ?? 0 },
        { $set: { addresses, addresses_version: (user.addresses_version ?? 0) + 1 } },
      );
      if (written.matchedCount > 0) return;
    }
  }

  /**
   * Sets the new password and ends every session of the account signed before it (every service refuses
   * those tokens); the caller stays signed in with the fresh session this answers.
   */
  async changePassword(userId: string, form: ChangePasswordRequest): Promise<SessionData> {
    const user = await this.users.findOne({ id: userId }).select('+password_hash').lean();
    if (!user) throw new UnauthorizedError(httpErrorMessage(401));
    if (!(await verifySecret(user.password_hash, form.current_password))) {
      throw new BusinessRuleError({ current_password: [MESSAGES.identity.currentPasswordWrong] });
    }
    const raise = this.sessionVersions.raise(user, 'password-changed');
    // Conditional on the hash just checked: a concurrent change is not silently overwritten, and the session
    // version read with it is the current one. The revocation event is written with the new hash.
    const changed = await this.users
      .findOneAndUpdate(
        { id: userId, password_hash: user.password_hash },
        { $set: { password_hash: await hashSecret(form.password), ...raise.set }, ...raise.push },
        { returnDocument: 'after' },
      )
      .lean();
    if (!changed) throw new BusinessRuleError({ current_password: [MESSAGES.identity.currentPasswordWrong] });
    this.sessionVersions.applied(raise);
    return this.sessions.session(changed);
  }

  async setSecurityQuestions(userId: string, answers: { question: string; answer: string }[]): Promise<Profile> {
    // Answers are compared case- and space-insensitively, so they are hashed in that form.
    const hashed = await Promise.all(answers.map(async ({ question, answer }) => ({ question, answer_hash: await hashSecret(answer.trim().toLowerCase()) })));
    await this.users.updateOne({ id: userId }, { $set: { security_questions: hashed } });
    return this.profile(userId);
  }
}

const addressNotFound = () => new NotFoundError('Address not found.');

/** A new or edited default address takes the flag from the others; the first address is the default. */
function withSingleDefault(addresses: UserAddress[], changed: UserAddress): UserAddress[] {
  if (addresses.length === 1) return [{ ...addresses[0], is_default: true }];
  if (!changed.is_default) return addresses;
  return addresses.map((a) => ({ ...a, is_default: a.id === changed.id }));
}

/**
 * An entry as the list is written back: the state in its stored form, its code, so that an entry saved before
 * (with the state's id) moves to it with the next change of the list.
 */
function asStored(address: UserAddress): UserAddress {
  return { ...address, state: usStateCode(address.state) ?? address.state };
}

function addressFields(form: AddressRequest): Omit<UserAddress, 'id'> {
  return {
    ...storedNamedAddress(form),
    country: plainText(form.country).slice(0, 2).toUpperCase() || 'US',
    phone: plainText(form.phone).slice(0, 30) || null,
    is_default: form.is_default === true,
  };
}
