import type { AstroGlobal } from 'astro';
import type { AdminApi, SecurityScope } from './api-client.server';
import { HttpError } from '@/lib/http/errors';
import { adminApiOf, ADMIN_FORM } from './admin-page.server';
import { formPost, positiveInt, type RefusedForm } from '@/lib/forms/form-post.server';

/** Which kind of thing a security screen administers. */
export type ScopeKind = SecurityScope['kind'];

/** Everything a security screen needs: the API, what it administers, its title and its addresses. */
export interface SecurityContext {
  api: AdminApi;
  scope: SecurityScope;
  /** The application's title, or the sub-application's id. */
  title: string;
  /** The application the screen belongs to (for the back link). */
  app: { menuId: number; title: string } | null;
  /** '/Admin/Applications/Security/Apps' or '/SubApps'. */
  base: string;
  /** 'menuId=49' or 'subAppId=Maintenance_Manager'. */
  query: string;
}

/** The base path of the security screens of a kind. */
export function securityBase(kind: ScopeKind): string {
  return `/Admin/Applications/Security/${kind === 'app' ? 'Apps' : 'SubApps'}`;
}

/**
 * Reads what a security screen administers from ?menuId= or ?subAppId= and loads its title; an
 * unknown one is a 404, a missing one (the drawer reopens pages by path alone) goes to the applications.
 */
export async function securityContext(astro: AstroGlobal, kind: ScopeKind): Promise<SecurityContext | Response> {
  const api = adminApiOf(astro.locals);
  const base = securityBase(kind);
  if (kind === 'app') {
    const menuId = positiveInt(astro.url.searchParams.get('menuId'));
    if (menuId === null) return astro.redirect('/Admin/applications', 302);
    const item = await api.menuItem({ menuId });
    return { api, scope: { kind, menuId }, title: item.title, app: { menuId, title: item.title }, base, query: `menuId=${menuId}` };
  }
  const subAppId = (astro.url.searchParams.get('subAppId') ?? '').trim();
  if (subAppId === '') return astro.redirect('/Admin/applications', 302);
  if (!/^[A-Za-z][A-Za-z0-9_.-]{0,99}$/.test(subAppId)) throw new HttpError(404, `No sub-application ${subAppId}`);
  const subApp = await api.subApp({ subAppId });
  const app =
    subApp.menuId === null ? null : await api.menuItem({ menuId: subApp.menuId }).then((m) => ({ menuId: m.menuId, title: m.title }));
  return {
    api,
    scope: { kind, subAppId: subApp.subAppId },
    title: subApp.subAppId,
    app,
    base,
    query: `subAppId=${encodeURIComponent(subApp.subAppId)}`,
  };
}

/** A grant or revoke refused on the last post, shown again after its redirect, with what was typed. */
export type SecurityFailure = RefusedForm & { typed: string };

/**
 * Handles a security screen's POST through the kit's `formPost`: `intent=grant` with empID or groupId,
 * or `intent=revoke` after the confirmation step. Either way it redirects (Post/Redirect/Get), so
 * reload and Back never resend; on the GET after a refusal it answers that refusal, else null.
 */
export async function handleSecurityPost(
  astro: AstroGlobal,
  ctx: SecurityContext,
  grantee: 'employee' | 'group',
): Promise<Response | SecurityFailure | null> {
  const { t } = astro.locals;
  const field = grantee === 'employee' ? 'empID' : 'groupId';
  const post = await formPost(astro, ADMIN_FORM, async (form) => {
    const intent = form['intent'] === 'revoke' ? 'revoke' : 'grant';
    const typed = form[field] ?? '';
    if (intent === 'grant') {
      await ctx.api.grant({
        scope: ctx.scope,
        grantee: grantee === 'employee' ? { kind: 'employee', empId: typed } : { kind: 'group', groupId: typed },
      });
    } else {
      const id = positiveInt(typed);
      if (id === null) throw new HttpError(400, 'Nothing to revoke');
      await ctx.api.revoke({
        scope: ctx.scope,
        grantee: grantee === 'employee' ? { kind: 'employee', empId: id } : { kind: 'group', groupId: id },
      });
    }
    const list = grantee === 'employee' ? 'appEmps' : 'appGroups';
    const key = `admin.security.${intent === 'grant' ? 'granted' : 'revoked'}${grantee === 'employee' ? 'Employee' : 'Group'}`;
    return { message: t(key, { what: ctx.title, id: typed }), location: `${ctx.base}/${list}?${ctx.query}` };
  });
  if (post === null || post instanceof Response) return post;
  return { ...post, typed: post.values[field] ?? '' };
}
