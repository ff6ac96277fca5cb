import { describe, expect, it } from 'vitest';
import { canonicalPath, isDevicePage } from './device-page';

describe('the provider device page, in any spelling', () => {
  it('reads an address decoded, slashes folded, in lower case, without a trailing slash or query', () => {
    expect(canonicalPath('/idp//%44evice/?user_code=X')).toBe('/idp/device');
    expect(canonicalPath('/idp/%2564evice')).toBe('/idp/device');
    expect(canonicalPath('/IDP\\device\\')).toBe('/idp/device');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/idp/%E0%A4%A')).toBe('/idp/%e0%a4%a');
  });

  it('takes the page and its steps for the approval screen, but leaves the device authorization endpoint to the provider', () => {
    for (const url of ['/idp/device', '/idp/Device/', '/IDP/DEVICE', '/idp/%64evice', '/idp/device/uid123', '/idp/device/auth/x']) {
      expect([url, isDevicePage(url, '/idp')]).toEqual([url, true]);
    }
    for (const url of ['/idp/device/auth', '/idp/Device/Auth/', '/idp/devices', '/idp/token', '/devices', '/idp/interaction/device']) {
      expect([url, isDevicePage(url, '/idp')]).toEqual([url, false]);
    }
  });
});
