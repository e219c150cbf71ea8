import { storedUsStateId, usStateName, type Address, type Profile, type SessionData } from '@solar/contracts';
import type { User, UserAddress } from './user.schema';

/** An address book entry as answered: the state as its id with its name, whichever form it was stored in. */
export function toAddress(address: UserAddress): Address {
  return {
    id: address.id,
    name: address.name,
    address: address.address,
    unit: address.unit,
    city: address.city,
    state: storedUsStateId(address.state),
    state_name: usStateName(address.state) ?? '',
    zip: address.zip,
    country: address.country,
    phone: address.phone ?? null,
    is_default: address.is_default,
  };
}

/** What the owner sees of their account; never hashes, codes or answers. */
export function toProfile(user: User, securityQuestions: { question: string }[] = []): Profile {
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    company: user.company ?? null,
    avatar: user.avatar ?? null,
    status: user.status,
    role: user.roles,
    addresses: (user.addresses ?? []).map(toAddress),
    security_questions: securityQuestions,
    created_at: new Date(user.created_at).toISOString(),
  };
}

export const sessionUser = (user: Pick<User, 'id' | 'firstname' | 'lastname'>): SessionData['user'] => ({
  id: user.id,
  firstname: user.firstname,
  lastname: user.lastname,
});

/** Emails are compared trimmed and lower-cased. */
export const normalizeEmail = (email: unknown): string => (typeof email === 'string' ? email.trim().toLowerCase() : '');
