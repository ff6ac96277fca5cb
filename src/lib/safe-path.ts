/**
 * A path on this site to return to after sign-in, or '/' for anything that could lead elsewhere.
 * @example safeLocalPath('/Maintenance?x=1') // '/Maintenance?x=1'
 * @example safeLocalPath('https://evil.example') // '/'
 */
export function safeLocalPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.startsWith('/login') || value.startsWith('/api/auth')) return '/';
  return value;
}
