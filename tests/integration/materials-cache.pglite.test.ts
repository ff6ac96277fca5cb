import { describeMaterialsCache } from './materials-cache-suite';

describeMaterialsCache('PGlite', undefined);
