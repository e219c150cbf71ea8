import { runServiceProcess } from '@solar/platform';
import { catalogService } from './index';

runServiceProcess(catalogService);
