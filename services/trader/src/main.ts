import { runServiceProcess } from '@solar/platform';
import { service } from './index';

// A process of its own (a pod, the distributed system): ready once it listens, then it seeds the demo deals.
runServiceProcess(service, { seedTiming: 'after-start' });
