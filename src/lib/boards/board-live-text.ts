/**
 * The stale notice for data `ageMs` old.
 * @example staleText('Data is {n} min old', 7 * 60_000) // 'Data is 7 min old'
 */
export function staleText(template: string, ageMs: number): string {
  return template.replace('{n}', String(Math.floor(ageMs / 60_000)));
}
