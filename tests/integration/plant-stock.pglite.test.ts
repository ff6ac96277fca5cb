import { describePlantStock } from './plant-stock-suite';

describePlantStock('PGlite', undefined);
