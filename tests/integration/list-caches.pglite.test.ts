import { describeListCaches } from './list-caches-suite';

describeListCaches('PGlite', undefined);
