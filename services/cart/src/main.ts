import { runServiceProcess } from '@solar/platform';
import { cartService } from './index';

runServiceProcess(cartService);
