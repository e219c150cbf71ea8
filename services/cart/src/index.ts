import { defineService } from '@solar/platform';
import { CART_SERVICE, CartModule } from './cart.module';

export { CART_SERVICE, CartModule } from './cart.module';

export const cartService = defineService(CART_SERVICE, (config) => CartModule.forRoot(config));
