import type { ErrorValues } from '@/lib/http/error-body';
import { ConflictError, InputError, NotFoundError } from '@/lib/server/errors';

/**
 * The administration's refusals, each with a stable code and the values its message is made of: the
 * error body carries `code` and `values` (and, where a form field is to blame, `fields`), so a screen
 * says it in its own language from `admin.errors.<code>`; the English `message` stays for other readers.
 */

/** Every code the administration refuses a change with (field rules of its schemas included). */
export const ADMIN_ERROR_CODES = [
  // field rules (schemas.ts) and zod's own codes the administration's fields give
  'required',
  'invalid',
  'invalid-choice',
  'too-long',
  'whole-number',
  'whole-number-range',
  'too-small',
  'too-big',
  'link-format',
  'icon-format',
  'icon-unknown',
  'sub-app-id-format',
  'unknown-entity',
  // refusals of the stores
  'no-menu-item',
  'no-sub-app',
  'no-employee',
  'no-group',
  'menu-id-used',
  'link-used',
  'menu-item-used-meanwhile',
  'sub-app-id-used',
  'sub-app-used-meanwhile',
  'group-name-used',
  'already-member',
  'not-member',
  'already-granted',
  'own-plant',
  'no-plant',
  'group-already-granted',
  'granted-meanwhile',
  'no-grant',
  'group-no-grant',
] as const;

/** A code of `ADMIN_ERROR_CODES`. */
export type AdminErrorCode = (typeof ADMIN_ERROR_CODES)[number];

type Failure = typeof InputError | typeof ConflictError | typeof NotFoundError;

/**
 * A refusal of kind `Failure` with its code and values; with `field`, the form field it is about too
 * (its field message is the message without the `field: ` prefix input errors start with).
 * @example refusal(ConflictError, 'menu-id-used', 'Menu ID 12 is already used by Labels.', { menuId: 12, title: 'Labels' }, 'menuId')
 */
export function refusal<F extends Failure>(
  Failure: F,
  code: AdminErrorCode,
  message: string,
  values: ErrorValues,
  field?: string,
): InstanceType<F> {
  const fieldMessage = field ? message.replace(`${field}: `, '') : message;
  return new Failure(message, {
    code,
    extra: { values },
    ...(field ? { fields: [{ field, code, message: fieldMessage, values }] } : {}),
  }) as InstanceType<F>;
}
