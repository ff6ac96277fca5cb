/**
 * Turns a path segment into a readable English title.
 * @example humanize('MyPendingActions') // 'My Pending Actions'
 * @example humanize('gage-checkout') // 'Gage Checkout'
 */
export function humanize(segment: string): string {
  return segment
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
