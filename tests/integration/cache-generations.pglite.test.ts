import { describeCacheGenerations } from './cache-generations-suite';

describeCacheGenerations('PGlite', undefined);
