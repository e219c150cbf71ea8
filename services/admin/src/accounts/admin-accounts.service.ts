import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ADMIN_LIMITS, AccountsQuery, type AdminAccountView, type AdminPartyView, type EventOf, type PageOf } from '@solar/contracts';
import { findPage, isDuplicateKeyError, type ListQuery } from '@solar/platform';
import type { Model } from 'mongoose';
import { AdminAccount } from './admin-account.schema';

const ACCOUNTS_LIST: ListQuery = {
  allowList: { fields: [], where: ['roles'], query: ['name', 'email'] },
  defaultSort: { field: 'name', direction: 'asc' },
  tieBreak: { user_id: 1 },
  defaultLimit: ADMIN_LIMITS.pageSize,
  maxLimit: ADMIN_LIMITS.pageMax,
};

export const toAccountView = (account: Pick<AdminAccount, 'user_id' | 'firstname' | 'lastname' | 'email' | 'roles'>): AdminAccountView => ({
  id: account.user_id,
  firstname: account.firstname,
  lastname: account.lastname,
  email: account.email,
  roles: account.roles,
});

/** The name an account goes by on the admin pages: its full name, else its e-mail, else its id. */
export const displayName = (account: Pick<AdminAccount, 'user_id' | 'name' | 'email'> | null | undefined, id = account?.user_id ?? ''): string =>
  account?.name.trim() || account?.email || id;

/** The accounts' read model: identity's accounts as the admin pages need them. */
@Injectable()
export class AdminAccounts {
  constructor(@InjectModel(AdminAccount.name) private readonly accounts: Model<AdminAccount>) {}

  find(userId: string): Promise<AdminAccount | null> {
    return this.accounts.findOne({ user_id: userId }).lean<AdminAccount>();
  }

  /** The accounts of these ids that are known, by id. */
  async findMany(ids: readonly string[]): Promise<Map<string, AdminAccount>> {
    const unique = [...new Set(ids.filter(Boolean))];
    const found = unique.length ? await this.accounts.find({ user_id: { $in: unique } }).lean<AdminAccount[]>() : [];
    return new Map(found.map((account) => [account.user_id, account]));
  }

  /** A party as the admin pages name it (an account not announced yet is named by its id). */
  party(id: string, account: AdminAccount | undefined | null): AdminPartyView {
    return { id, name: displayName(account, id), email: account?.email ?? '' };
  }

  page(query: AccountsQuery): Promise<PageOf<AdminAccountView>> {
    const q = query.q?.trim();
    return findPage(
      this.accounts,
      {
        where: query.role ? { roles: query.role } : {},
        ...(q ? { query: { term: q, fields: [] } } : {}),
        page: query.page_no ?? 1,
        limit: query.per_page ?? ADMIN_LIMITS.pageSize,
      },
      ACCOUNTS_LIST,
      { toItems: (docs) => docs.map(toAccountView) },
    );
  }

  /** The registration: names and e-mail (only it announces them); its roles only if no role change came first. */
  async registered({ user_id, email, firstname, lastname, roles }: EventOf<'identity.user.registered'>['data']): Promise<void> {
    const name = `${firstname} ${lastname}`.trim();
    await this.upsert(() =>
      this.accounts.updateOne({ user_id }, { $set: { email, firstname, lastname, name }, $setOnInsert: { roles, roles_at: '' } }, { upsert: true }),
    );
  }

  /** A role change applies only over roles announced before it: a redelivered or late one changes nothing. */
  async rolesChanged(userId: string, roles: AdminAccount['roles'], at: string): Promise<void> {
    try {
      await this.accounts.updateOne({ user_id: userId, roles_at: { $lt: at } }, { $set: { roles, roles_at: at } }, { upsert: true });
    } catch (error) {
      // The account exists with roles announced at or after this change: nothing to do.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  /** Two first writes of one account at once: the loser's insert meets the winner's document, and is made again as an update. */
  private async upsert(write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      await write();
    }
  }
}
