import { describe } from 'vitest';
import { defineLabelSendSuite } from './labels-send-suite';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('label sends to a printer on PostgreSQL', () => {
  defineLabelSendSuite(url);
});
