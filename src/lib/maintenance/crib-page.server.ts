import type { AstroCookies } from 'astro';
import { apiCallOf } from '@/lib/api/api-call.server';
import { ApiError } from '@/lib/api/errors';
import { formPost, newFormKey, type RefusedForm } from '@/lib/forms/form-post.server';
import type { CribBadge } from './schemas';
import { createMaintenanceApi } from './maintenance-client.server';

/** The cookie that holds whose badge was scanned at the crib's tablet, for the screens after it. */
export const CRIB_BADGE_COOKIE = 'crib-badge';
/** A badge scan is good for a quarter of an hour: the next person at the counter scans their own. */
const BADGE_SECONDS = 15 * 60;

/** The parts of a page the crib's loaders use. */
export interface CribPage {
  request: Request;
  url: URL;
  cookies: AstroCookies;
  locals: App.Locals;
}

function badgeRefusal(code: 'invalid-badge' | 'badge-not-found', badge: string): ApiError {
  const message = code === 'invalid-badge' ? 'must be a badge number such as 1001' : `There is no employee with badge ${badge}.`;
  return new ApiError(400, 'badge', message, { code, fields: [{ field: 'badge', code, message, values: { badge } }] });
}

/** Who a scanned badge is, or a refusal placed at the badge field. */
async function lookUpBadge(api: ReturnType<typeof createMaintenanceApi>, typed: string): Promise<CribBadge> {
  const badge = typed.trim();
  if (!/^[0-9]{1,9}$/.test(badge)) throw badgeRefusal('invalid-badge', badge);
  try {
    return await api.badge(badge);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw badgeRefusal('badge-not-found', badge);
    throw error;
  }
}

/** /gages/gage-login: a scanned badge starts the crib's screens for that person (Post/Redirect/Get). */
export async function loadBadgeLogin(page: CribPage): Promise<Response | { refused: RefusedForm | null }> {
  const api = createMaintenanceApi(apiCallOf(page.locals));
  const refused = await formPost(page, { feature: 'maintenance' }, async (form) => {
    const badge = await lookUpBadge(api, form['badge'] ?? '');
    page.cookies.set(CRIB_BADGE_COOKIE, String(badge.empID), {
      path: '/gages',
      httpOnly: true,
      sameSite: 'lax',
      secure: page.url.protocol === 'https:',
      maxAge: BADGE_SECONDS,
    });
    return { message: page.locals.t('maintenance.crib.welcome', { name: badge.name }), location: '/gages/gage-checkout' };
  });
  if (refused instanceof Response) return refused;
  return { refused };
}

/** What the checkout screen shows: who is at the counter, what they hold, the form's key and its refusal. */
export interface CheckoutPageData {
  /** Null until a badge is scanned at the login screen (or once its quarter of an hour is over). */
  badge: CribBadge | null;
  formKey: string;
  refused: RefusedForm | null;
}

/** /gages/gage-checkout: checks out a scanned gauge to the badge at the counter, or takes one back; without a badge it asks for one. */
export async function loadCheckout(page: CribPage): Promise<Response | CheckoutPageData> {
  const api = createMaintenanceApi(apiCallOf(page.locals));
  const { t } = page.locals;
  const empId = page.cookies.get(CRIB_BADGE_COOKIE)?.value ?? '';
  const noBadge = { badge: null, formKey: newFormKey(), refused: null };
  if (!/^[0-9]{1,9}$/.test(empId)) return noBadge;
  const refused = await formPost(page, { feature: 'maintenance' }, async (form) => {
    const key = form['formKey'] || newFormKey();
    const gaugeId = (form['gaugeId'] ?? '').trim().toUpperCase();
    if (form['intent'] === 'done') {
      page.cookies.delete(CRIB_BADGE_COOKIE, { path: '/gages' });
      return { message: t('maintenance.crib.done'), location: '/gages/gage-login' };
    }
    if (form['intent'] === 'return') {
      const gauge = await api.giveBack(gaugeId, key);
      return { message: t('maintenance.crib.returned', { gauge: gauge.gaugeId }), location: '/gages/gage-checkout' };
    }
    const gauge = await api.checkout(gaugeId, Number(empId), key);
    return {
      message: t('maintenance.crib.checkedOut', { gauge: gauge.gaugeId, name: gauge.holderName }),
      location: '/gages/gage-checkout',
    };
  });
  if (refused instanceof Response) return refused;
  let badge: CribBadge;
  try {
    badge = await api.badge(empId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return noBadge;
    throw error;
  }
  return { badge, formKey: newFormKey(), refused };
}
