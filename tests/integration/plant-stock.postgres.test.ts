import { describePlantStock } from './plant-stock-suite';

const url = process.env['TEST_DATABASE_URL'];

describePlantStock('PostgreSQL', url, !url);
