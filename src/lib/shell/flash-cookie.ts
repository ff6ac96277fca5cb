import type { AddAlertOptions, AlertType } from '@/lib/stores/alerts';

/** The one-time cookie through which the server asks the next page to show alerts. */
export const FLASH_COOKIE = 'flash';
const TYPES: readonly AlertType[] = ['success', 'info', 'warning', 'error'];

/**
 * The alerts of a flash cookie value; anything malformed is left out.
 * @example parseFlash('[{"message":"Move Request Created"}]') // [{ message: 'Move Request Created' }]
 */
export function parseFlash(value: string | null | undefined): AddAlertOptions[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.slice(0, 5).flatMap((entry: unknown): AddAlertOptions[] => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { message, type, timeout } = entry as Record<string, unknown>;
      if (typeof message !== 'string' || message === '') return [];
      const alert: AddAlertOptions = { message: message.slice(0, 500) };
      if (typeof type === 'string' && (TYPES as readonly string[]).includes(type)) alert.type = type as AlertType;
      if (typeof timeout === 'number' && timeout >= 0 && timeout <= 600_000) alert.timeout = timeout;
      return [alert];
    });
  } catch {
    return [];
  }
}
