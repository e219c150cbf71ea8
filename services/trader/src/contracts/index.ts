import type { ModelDefinition } from '@nestjs/mongoose';
import { Quote, QuoteSchema } from '../quotes/quote.schema';
import { QuotesController } from '../quotes/quotes.controller';
import { QuotesService } from '../quotes/quotes.service';
import { Contract, ContractSchema } from './contract.schema';
import { ContractPaymentsConsumer, ContractsController, InternalContractsController } from './contracts.controller';
import { ContractsService } from './contracts.service';

/** Quotes and contracts on offers: the part TraderModule adds for them. */
export const CONTRACT_MODELS: ModelDefinition[] = [
  { name: Quote.name, schema: QuoteSchema },
  { name: Contract.name, schema: ContractSchema },
];
export const CONTRACT_CONTROLLERS = [QuotesController, ContractsController, InternalContractsController, ContractPaymentsConsumer];
export const CONTRACT_PROVIDERS = [QuotesService, ContractsService];
