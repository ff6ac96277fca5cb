import type { AstroGlobal } from 'astro';
import { apiCallOf } from '@/lib/api/api-call.server';
import { hasSubApp } from '@/lib/auth/permissions';
import { formPost, newFormKey, type RefusedForm } from '@/lib/forms/form-post.server';
import { HttpError } from '@/lib/http/errors';
import type { Badge } from './badge-schemas';
import { createLaborApi } from './labor-client.server';
import { LABOR_FORM } from './labor-form';

/** The address of the kiosk badges: a view of the labor application's own page, not a route of its own. */
export const BADGES_PATH = '/LaborMod?view=badges';

/** What the badges view shows: the refused post (if any), the badges, the employee filter and a fresh form key. */
export interface BadgesView {
  failure: RefusedForm | null;
  badges: Badge[];
  shown: string;
  values: Record<string, string>;
  formKey: string;
}

/** Whether the signed-in person may see the badges view: a badge is a credential, so administrators only. */
export function mayEnrollBadges(locals: App.Locals): boolean {
  return hasSubApp(locals.user?.access, 'Apps_Security');
}

/**
 * The kiosk badges view of /LaborMod: an administrator enrolls a card's own number for an employee and
 * revokes a lost card (Post/Redirect/Get). Anyone else gets a 403 here; the API refuses them too and audits both.
 */
export async function badgesView(astro: AstroGlobal): Promise<Response | BadgesView> {
  const { t } = astro.locals;
  if (!mayEnrollBadges(astro.locals)) {
    throw new HttpError(403, 'Only administrators (Apps_Security) may enroll or revoke badges.', {
      app: 'LaborMod',
      subApp: 'Apps_Security',
    });
  }
  const api = createLaborApi(apiCallOf(astro.locals));
  const failure = await formPost(astro, LABOR_FORM, async (form) => {
    const key = form['formKey'] || newFormKey();
    if (form['intent'] === 'revoke') {
      const done = await api.revokeBadge(form['badge'] ?? '', key);
      return { message: t('labor.badges.revoked', { badge: done.badge, name: done.name }), location: BADGES_PATH };
    }
    const done = await api.enrollBadge({ empId: form['empId'] ?? '', badge: form['badge'] ?? '' }, key);
    return { message: t('labor.badges.enrolled', { badge: done.badge, name: done.name }), location: BADGES_PATH };
  });
  if (failure instanceof Response) return failure;
  const shown = astro.url.searchParams.get('empId') ?? '';
  const badges = await api.badges(/^\d{1,9}$/.test(shown) ? shown : undefined);
  const values = failure?.values['intent'] === 'revoke' ? {} : (failure?.values ?? {});
  return { failure, badges, shown, values, formKey: newFormKey() };
}
