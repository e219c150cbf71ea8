import { runServiceProcess } from '@solar/platform';
import { searchService } from './index';

runServiceProcess(searchService);
