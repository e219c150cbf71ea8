export { Reseller, ResellerSchema } from './reseller.schema';
export { ResellersController } from './resellers.controller';
export { DEFAULT_RESELLER_NAME, RESELLER_ERRORS, ResellersService, toResellerView } from './resellers.service';
