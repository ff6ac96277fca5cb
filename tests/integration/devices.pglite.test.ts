import { describe } from 'vitest';
import { defineDevicesSuite } from './devices-suite';

describe('devices and boards on PGlite', () => {
  defineDevicesSuite(undefined);
});
