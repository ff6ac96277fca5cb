/**
 * The provider's device endpoints as its router would find them, whatever the spelling. oidc-provider
 * matches routes case-insensitively and with or without one trailing slash; proxies and browsers may
 * also decode `%64` to `d` or fold `//` to `/` before the address reaches us. So the address is read in
 * its most lenient form here: decoded, slashes folded, lower case, no trailing slash.
 * @example canonicalPath('/idp//%44evice/?user_code=X') // '/idp/device'
 */
export function canonicalPath(url: string): string {
  let path = url.split(/[?#]/, 1)[0] ?? '/';
  // Decoded until it no longer changes, so '%2564' (an encoded '%64') ends as 'd' too.
  for (let round = 0; round < 5; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  path = path
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * Whether an address is the provider's own device page or one of its steps (`<mount>/device`,
 * `<mount>/device/<uid>`), in any spelling: they all belong to the administrators' approval screen.
 * The device authorization endpoint (`<mount>/device/auth`) is the one device address that stays the
 * provider's: a board's server asks it for a code with the device client's secret.
 * @example isDevicePage('/idp/Device/', '/idp') // true
 * @example isDevicePage('/idp/device/auth', '/idp') // false
 */
export function isDevicePage(url: string, mountPath: string): boolean {
  const path = canonicalPath(url);
  const page = `${mountPath.toLowerCase()}/device`;
  return path === page || (path.startsWith(`${page}/`) && path !== `${page}/auth`);
}
