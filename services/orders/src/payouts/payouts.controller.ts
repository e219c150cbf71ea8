import { Controller, Get, Inject, Query } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ORDERS_API, PayoutOnboardingQuery, type AccessTokenClaims, type PayoutAccount, type PayoutSnapshot } from '@solar/contracts';
import { CurrentUser, Roles } from '@solar/platform';
import type { Model } from 'mongoose';
import { OrdersService } from '../orders/orders.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments';
import { PayoutAccountDoc } from './payout-account.schema';

const view = (doc: PayoutAccountDoc): PayoutAccount => ({
  id: doc.account_id,
  provider: doc.provider,
  status: doc.status,
  created_at: doc.created_at.toISOString(),
});

/** Where sellers are paid: the provider account and the balances from their sales. */
@Controller()
@Roles('seller')
export class PayoutsController {
  constructor(
    @InjectModel(PayoutAccountDoc.name) private readonly accounts: Model<PayoutAccountDoc>,
    private readonly orders: OrdersService,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
  ) {}

  /**
   * The provider's onboarding page for this seller; the account is recorded in the state the provider gives.
   * `return_url` is one absolute http(s) address of bounded length (the query DTO answers 400 otherwise).
   */
  @Get(ORDERS_API.payoutOnboardingLink)
  async onboardingLink(@CurrentUser() seller: AccessTokenClaims, @Query() query: PayoutOnboardingQuery): Promise<{ url: string }> {
    const link = await this.payments.onboardingLink(seller.sub, new URL(query.return_url).toString());
    await this.accounts.updateOne(
      { seller_id: seller.sub },
      { $set: { provider: this.payments.name, account_id: link.account_id, status: link.account_status } },
      { upsert: true },
    );
    return { url: link.url };
  }

  @Get(ORDERS_API.payoutAccounts)
  async list(@CurrentUser() seller: AccessTokenClaims): Promise<PayoutAccount[]> {
    const docs = await this.accounts.find({ seller_id: seller.sub }).lean<PayoutAccountDoc[]>();
    return docs.map(view);
  }

  @Get(ORDERS_API.payoutSnapshot)
  async snapshot(@CurrentUser() seller: AccessTokenClaims): Promise<PayoutSnapshot> {
    const [balances, account] = await Promise.all([
      this.orders.snapshot(seller.sub),
      this.accounts.findOne({ seller_id: seller.sub }).lean<PayoutAccountDoc>(),
    ]);
    return { ...balances, payout_account: account ? view(account) : null };
  }
}
