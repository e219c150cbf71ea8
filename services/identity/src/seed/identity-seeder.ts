import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AccountsService } from '../accounts/accounts.service';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../identity.options';
import { normalizeEmail } from '../users/user-view';
import { User } from '../users/user.schema';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** Creates the demo accounts and the configured first admin when they are missing; never changes existing ones' passwords. */
@Injectable()
export class IdentitySeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(IdentitySeeder.name);

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @Inject(IDENTITY_SETTINGS) private readonly settings: IdentitySettings,
    private readonly accounts: AccountsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.settings.demoAccounts) {
      for (const demo of DEMO_ACCOUNTS) {
        await this.ensureAccount(demo.email, () => this.accounts.createAccount({ ...demo, status: 'active' }));
      }
    }
    const admin = this.settings.admin;
    if (admin) {
      const email = normalizeEmail(admin.email);
      await this.ensureAccount(email, () =>
        this.accounts.createAccount({ email, password: admin.password, firstname: 'Site', lastname: 'Admin', roles: ['admin'], status: 'active' }),
      );
      await this.promoteToAdmin(email);
    }
  }

  /** An existing account named as the admin gets the role, and keeps its own password. */
  private async promoteToAdmin(email: string): Promise<void> {
    if (await this.users.exists({ email, roles: 'admin' })) return;
    await this.accounts.grantRole({ email }, 'admin');
    this.logger.warn(`${email} was given the admin role (ADMIN_EMAIL)`);
  }

  /** Another instance starting at the same moment may create it first: the unique email settles it. */
  private async ensureAccount(email: string, create: () => Promise<unknown>): Promise<void> {
    if (await this.users.exists({ email })) return;
    try {
      await create();
    } catch (error) {
      if (!(await this.users.exists({ email }))) throw error;
    }
  }
}
