import { defineService } from '@solar/platform';
import { CART_SERVICE, CartModule } from './cart.module';

export { CART_SERVICE, CartModule } from './cart.module';

/** The service as both launchers start it (its declaration: services/cart/service.json). */
export const service = defineService(CART_SERVICE, (config) => CartModule.forRoot(config));
