import { runServiceProcess } from '@solar/platform';
import { ordersService } from './index';

runServiceProcess(ordersService);
