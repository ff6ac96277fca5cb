import { describe } from 'vitest';
import { defineLabelSendSuite } from './labels-send-suite';

describe('label sends to a printer on PGlite', () => {
  defineLabelSendSuite(undefined);
});
