import { runServiceProcess } from '@solar/platform';
import { identityService } from './index';

runServiceProcess(identityService);
