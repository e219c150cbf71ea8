import { runServiceProcess } from '@solar/platform';
import { service } from './index';

runServiceProcess(service);
