import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors } from 'oidc-provider';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { authenticateEmployee, normalizeEmail } from '@/lib/server/db/accounts';
import type { Database } from '@/lib/server/db/database';
import { grantMissingConsent } from './first-party-grant';
import { clientAddress } from './client-address';
import type { LoginLimiter } from './login-limiter';
import { LANGUAGE_COOKIE, languageFrom } from '@/lib/i18n';
import { cookieValue, errorPage, LOGIN_TEXTS, loginPage, themeFromCookies, type IdpLanguage, type IdpPage, type IdpTheme } from './pages';

/** What the interaction routes need. */
export interface InteractionHandlerOptions {
  provider: Provider;
  db: Database;
  /** The issuer's path, e.g. '/idp'; the routes are `<mountPath>/interaction/:uid[/login]`. */
  mountPath: string;
  /** The portal's home, linked from error pages. */
  homeUrl: string;
  limiter: LoginLimiter;
  /** Proxies whose X-Forwarded-For names the client (TRUST_PROXY). */
  trustedProxies: ReadonlySet<string>;
}

/**
 * The language of the portal's 'lang' cookie, which this same-site provider receives too.
 * @example pageLanguage({ headers: { cookie: 'a=1; lang=es' } }) // 'es'
 */
export function pageLanguage(req: Pick<IncomingMessage, 'headers'>): IdpLanguage {
  return languageFrom(cookieValue(req.headers.cookie, LANGUAGE_COOKIE));
}

const MAX_BODY_BYTES = 16 * 1024;

class BadRequest extends Error {}

/**
 * Serves the provider's own sign-in page: GET `<mount>/interaction/:uid` shows it, POST
 * `<mount>/interaction/:uid/login` checks the credentials. The interaction is found through the
 * signed, SameSite=Lax, path-scoped interaction cookie that oidc-provider set in this browser, and its
 * uid must match the address: a POST from another site or another browser finds no interaction
 * and changes nothing (the CSRF protection).
 */
export function createInteractionHandler(options: InteractionHandlerOptions) {
  const route = new RegExp(`^${escapeRegExp(options.mountPath)}/interaction/([A-Za-z0-9_-]+)(/login)?$`);

  return async function handleInteraction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const match = route.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
    const uid = match?.[1];
    const theme = themeFromCookies(req.headers.cookie);
    try {
      if (!uid) return send(res, 404, notFound(options.homeUrl, theme));
      if (req.method === 'GET' && !match[2]) return await showInteraction(options, req, res, uid);
      if (req.method === 'POST' && match[2]) return await submitLogin(options, req, res, uid);
      res.setHeader('Allow', match[2] ? 'POST' : 'GET');
      return send(res, 405, notFound(options.homeUrl, theme));
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return send(res, 400, expired(options.homeUrl, theme));
      if (error instanceof BadRequest) return send(res, 400, badRequest(options.homeUrl, error.message, theme));
      console.error('[ERROR] [AUTH] sign-in interaction failed:', error);
      if (!res.headersSent) send(res, 500, serverError(options.homeUrl, theme));
      else res.end();
    }
  };
}

async function showInteraction(options: InteractionHandlerOptions, req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
  const details = await findInteraction(options.provider, req, res, uid);
  if (details.prompt.name === 'login') {
    const hint = details.params['login_hint'];
    const email = typeof hint === 'string' ? hint : '';
    return send(
      res,
      200,
      loginPage({ action: loginAction(options, uid), email, lang: pageLanguage(req), theme: themeFromCookies(req.headers.cookie) }),
    );
  }
  if (details.prompt.name === 'consent') {
    // First-party client: consent is given without a screen.
    const result = await grantMissingConsent(options.provider, details);
    return options.provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
  }
  throw new Error(`unknown interaction prompt '${details.prompt.name}'`);
}

async function submitLogin(options: InteractionHandlerOptions, req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
  const form = await readForm(req);
  const details = await findInteraction(options.provider, req, res, uid);
  if (details.prompt.name !== 'login') throw new BadRequest('This sign-in step is already complete.');

  const email = (form.get('email') ?? '').trim();
  const password = form.get('password') ?? '';
  const action = loginAction(options, uid);
  const lang = pageLanguage(req);
  const account = normalizeEmail(email);
  const address = clientAddress(req, options.trustedProxies);
  // The attempt is counted before its password is checked, so simultaneous ones cannot pass the limit.
  const admission = await options.limiter.attempt(account, address);
  if (admission.waitMs !== undefined) {
    res.setHeader('Retry-After', String(Math.ceil(admission.waitMs / 1000)));
    return send(
      res,
      429,
      loginPage({ action, email, lang, theme: themeFromCookies(req.headers.cookie), error: LOGIN_TEXTS[lang].tooMany }),
    );
  }
  const employee = email && password ? await authenticateEmployee(options.db, email, password) : null;
  if (!employee) {
    return send(
      res,
      401,
      loginPage({ action, email, lang, theme: themeFromCookies(req.headers.cookie), error: LOGIN_TEXTS[lang].incorrect }),
    );
  }
  await options.limiter.succeeded(admission.ticket);
  await options.provider.interactionFinished(
    req,
    res,
    { login: { accountId: String(employee.empId) } },
    { mergeWithLastSubmission: false },
  );
}

async function findInteraction(provider: Provider, req: IncomingMessage, res: ServerResponse, uid: string): Promise<Interaction> {
  const details = await provider.interactionDetails(req, res);
  // The cookie names the browser's current interaction; an address for any other is stale or forged.
  if (details.uid !== uid) throw new errors.SessionNotFound('interaction uid does not match the cookie');
  return details;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw new BadRequest('The form was not sent as a form.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BadRequest('The form is too large.');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function loginAction(options: InteractionHandlerOptions, uid: string): string {
  return `${options.mountPath}/interaction/${encodeURIComponent(uid)}/login`;
}

/** Writes an HTML page with headers that keep it out of caches and frames. */
export function send(res: ServerResponse, status: number, page: IdpPage): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', page.csp);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.end(page.html);
}

function expired(homeUrl: string, theme: IdpTheme): IdpPage {
  return errorPage({
    theme,
    heading: 'Sign-in expired',
    message: 'This sign-in page has expired or was opened in another browser. Go back to Apps and sign in again.',
    homeUrl,
  });
}

function badRequest(homeUrl: string, message: string, theme: IdpTheme): IdpPage {
  return errorPage({ heading: 'Sign-in problem', message, homeUrl, theme });
}

function notFound(homeUrl: string, theme: IdpTheme): IdpPage {
  return errorPage({ heading: 'Page not found', message: 'This sign-in address does not exist.', homeUrl, theme });
}

function serverError(homeUrl: string, theme: IdpTheme): IdpPage {
  return errorPage({
    theme,
    heading: 'Something went wrong',
    message: 'The sign-in could not be completed. Try again in a moment.',
    homeUrl,
  });
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
