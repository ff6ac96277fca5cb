/**
 * The barcode field's rules, shared by the Astro and React kits. A keyboard-wedge scanner types the
 * code then Enter: the field reads the value against the caller's pattern, and on success the focus
 * moves to the next control of the form (Enter never sends a half-filled form).
 */

/** What a scan reads as: its trimmed value, or refused. */
export type ScanResult = { ok: true; value: string } | { ok: false; value: string };

/**
 * Reads a scanned value against a pattern, which must match all of it (a scanner may add spaces at the ends).
 * @example readScan(' 118201 ', /\d{6}/) // { ok: true, value: '118201' }
 * @example readScan('A-03', '\\d+') // { ok: false, value: 'A-03' }
 */
export function readScan(raw: string, pattern?: RegExp | string | null): ScanResult {
  const value = raw.trim();
  if (value === '') return { ok: false, value };
  if (!pattern) return { ok: true, value };
  const source = typeof pattern === 'string' ? pattern : pattern.source;
  const flags = typeof pattern === 'string' ? '' : pattern.flags.replace(/[gy]/g, '');
  return { ok: new RegExp(`^(?:${source})$`, flags).test(value), value };
}

/** Controls a focus may move to, in document order. */
const FOCUSABLE = 'input:not([type=hidden]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

/** Moves the focus to the field after `from` in its form (or `[data-form-scope]`, or `scope`); false when there is none. */
export function focusNext(from: HTMLElement, scope?: ParentNode | null): boolean {
  const root = scope ?? from.closest('form, [data-form-scope]') ?? from.ownerDocument;
  // The field's own parts (a search button beside it) are not the next field.
  const own = from.closest('[data-field]');
  const controls = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) =>
      el === from ||
      (!own?.contains(el) &&
        !el.hasAttribute('disabled') &&
        el.tabIndex >= 0 &&
        el.getAttribute('aria-hidden') !== 'true' &&
        el.getClientRects().length > 0),
  );
  const next = controls[controls.indexOf(from) + 1];
  if (!next) return false;
  next.focus();
  if (next instanceof HTMLInputElement) next.select();
  return true;
}
