import { EVENTS, type IdentityUserRegisteredPayload, type Role } from '@solar/contracts';
import { MailOutbox, Outbox, readMailbox } from '@solar/platform';
import type { TraderHarness } from './trader-harness';

/** An account as identity announces it: the trader mails it at this address. */
export interface TestAccount {
  id: string;
  email: string;
  firstname: string;
  roles: Role[];
}

let counter = 0;

/** A new buyer account (a unique id and address per call), announced to the trader as identity would. */
export async function buyerAccount(trader: TraderHarness, roles: Role[] = ['customer']): Promise<TestAccount & { token: string }> {
  counter += 1;
  const account = { id: `buyer-${process.pid}-${counter}`, email: `buyer.${process.pid}.${counter}@example.com`, firstname: 'Robin', roles };
  await announce(trader, account);
  return { ...account, token: trader.token(account.id, roles) };
}

/** Publishes `identity.user.registered` for the account and waits until the trader has handled it. */
export async function announce(trader: TraderHarness, account: TestAccount): Promise<void> {
  const payload: IdentityUserRegisteredPayload = {
    user_id: account.id,
    email: account.email,
    firstname: account.firstname,
    lastname: 'Tester',
    roles: account.roles,
    registered_at: new Date().toISOString(),
  };
  await trader.publish(EVENTS.identity.userRegistered, account.id, payload);
}

/** The mails `email` has received, once the trader has handled every event its writes published and sent what it queued. */
export async function mailsTo(trader: TraderHarness, email: string) {
  await trader.get(Outbox).flush();
  await trader.whenIdle();
  await trader.get(MailOutbox).dispatch();
  return readMailbox(trader.dataDir, email);
}
