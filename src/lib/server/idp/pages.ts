import { createHash } from 'node:crypto';
import { escapeHtml } from '@/lib/http/escape-html';

/** A server-rendered page of the identity provider and the Content-Security-Policy that fits it. */
export interface IdpPage {
  html: string;
  csp: string;
}

/** The languages of the sign-in page: the portal's own (its 'lang' cookie reaches /idp on the same site). */
export type IdpLanguage = 'en' | 'es';

/** The theme of the provider's pages: the portal's, so signing in does not flash from one to the other. */
export type IdpTheme = 'dark' | 'light';

/**
 * The portal's theme from its 'theme' cookie, which this same-site provider receives too; dark unless
 * the person chose light, as the portal paints it.
 * @example themeFromCookies('lang=es; theme=light') // 'light'
 */
export function themeFromCookies(cookieHeader: string | undefined): IdpTheme {
  return cookieValue(cookieHeader, 'theme') === 'light' ? 'light' : 'dark';
}

/**
 * One cookie's value from a Cookie header (the provider runs outside Astro, which would parse it).
 * @example cookieValue('a=1; lang=es', 'lang') // 'es'
 */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  const pair = (cookieHeader ?? '').split(';').find((part) => part.trim().startsWith(`${name}=`));
  return pair?.split('=')[1]?.trim();
}

/** The texts of the sign-in page, by language. */
export const LOGIN_TEXTS = {
  en: {
    title: 'Sign in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    incorrect: 'Incorrect email or password.',
    tooMany: 'Too many attempts. Try again in a few minutes.',
  },
  es: {
    title: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    incorrect: 'Correo electrónico o contraseña incorrectos.',
    tooMany: 'Demasiados intentos. Inténtelo de nuevo en unos minutos.',
  },
} as const satisfies Record<IdpLanguage, Record<string, string>>;

/** What the sign-in form shows. */
export interface LoginPageOptions {
  /** The page's language; English when absent. */
  lang?: IdpLanguage | undefined;
  /** Where the form posts (the interaction's login address). */
  action: string;
  /** The e-mail typed before, kept after a failed attempt. */
  email?: string | undefined;
  /** A message such as 'Incorrect email or password.' */
  error?: string | undefined;
  /** The portal's theme; dark when absent. */
  theme?: IdpTheme | undefined;
}

/** What an error page says. */
export interface ErrorPageOptions {
  heading: string;
  message: string;
  /** The OAuth error code and description, shown small for support; never a stack trace. */
  detail?: string | undefined;
  /** Where 'Back to Apps' goes. */
  homeUrl: string;
  /** The portal's theme; dark when absent. */
  theme?: IdpTheme | undefined;
}

/** The sign-in page: Email, Password and 'Sign in'; works without JavaScript. */
export function loginPage({ action, email = '', error, lang = 'en', theme = 'dark' }: LoginPageOptions): IdpPage {
  const text = LOGIN_TEXTS[lang];
  const invalid = error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  return page(
    text.title,
    `<h1>${escapeHtml(text.title)}</h1>
    ${error ? `<p class="error" id="form-error" role="alert">${escapeHtml(error)}</p>` : ''}
    <form method="post" action="${escapeHtml(action)}">
      <label for="email">${escapeHtml(text.email)}</label>
      <input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}"${invalid}>
      <label for="password">${escapeHtml(text.password)}</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
      <button type="submit">${escapeHtml(text.submit)}</button>
    </form>`,
    undefined,
    lang,
    theme,
  );
}

/**
 * The sign-out step: submits oidc-provider's logout form at once (no second question),
 * with a visible 'Sign out' button when scripts do not run.
 */
export function logoutPage(providerForm: string, confirmed = true, theme: IdpTheme = 'dark'): IdpPage {
  // The form carries oidc-provider's xsrf token; `logout=yes` ends the whole session, not only this client's.
  const form = providerForm.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  if (!confirmed) {
    // No id_token_hint: the request may come from a link anyone sent, so the person decides.
    return page(
      'Sign out',
      `<h1>Sign out of Apps?</h1>
    ${form}
    <p>Select Sign out to end your session on this device.</p>
    <button type="submit" form="op.logoutForm">Sign out</button>`,
      undefined,
      'en',
      theme,
    );
  }
  const script = "document.getElementById('op.logoutForm').submit();";
  return page(
    'Sign out',
    `<h1>Signing you out…</h1>
    ${form}
    <p>If nothing happens, select Sign out.</p>
    <button type="submit" form="op.logoutForm">Sign out</button>`,
    script,
    'en',
    theme,
  );
}

/** Shown after a sign-out that named no address to return to. */
export function signedOutPage(loginUrl: string | undefined, theme: IdpTheme = 'dark'): IdpPage {
  return page(
    'Signed out',
    `<h1>You are signed out</h1>
    <p>You can close this window.</p>
    ${loginUrl ? `<p><a href="${escapeHtml(loginUrl)}">Sign in again</a></p>` : ''}`,
    undefined,
    'en',
    theme,
  );
}

/** A plain, friendly error page (never a stack trace). */
export function errorPage({ heading, message, detail, homeUrl, theme = 'dark' }: ErrorPageOptions): IdpPage {
  return page(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
    <p>${escapeHtml(message)}</p>
    ${detail ? `<p class="detail">${escapeHtml(detail)}</p>` : ''}
    <p><a href="${escapeHtml(homeUrl)}">Back to Apps</a></p>`,
    undefined,
    'en',
    theme,
  );
}

function page(title: string, main: string, script?: string, lang: IdpLanguage = 'en', theme: IdpTheme = 'dark'): IdpPage {
  const scriptSrc = script ? `'sha256-${createHash('sha256').update(script).digest('base64')}'` : "'none'";
  const html = `<!DOCTYPE html>
<html lang="${lang}" class="${theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="${theme}">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <p class="brand">Apps</p>
  ${main}
</main>
${script ? `<script>${script}</script>` : ''}
</body>
</html>`;
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src ${scriptSrc}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}

// Inline only (no external resources); primary colour #004c97 (spec §9), light or dark as the portal's theme cookie says.
const STYLE = `
:root{--bg:#f4f6f9;--card:#fff;--text:#1b1f24;--muted:#59636e;--border:#c4cbd3;--primary:#004c97;--focus:#004c97;--error:#b00020;--error-bg:#fdecee}
:root.dark{--bg:#121417;--card:#1e2227;--text:#e8eaed;--muted:#a9b1ba;--border:#4a525c;--focus:#7fb2ea;--error:#ffb4ab;--error-bg:#3b1d1d}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1rem;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:380px;background:var(--card);border:1px solid var(--border);border-radius:8px;padding:2rem}
.brand{margin:0 0 .25rem;font-weight:700;font-size:1.1rem;color:var(--focus);letter-spacing:.02em}
h1{margin:0 0 1.25rem;font-size:1.5rem;font-weight:600}
label{display:block;margin:1rem 0 .35rem;font-weight:600}
input{width:100%;padding:.6rem .7rem;font:inherit;color:var(--text);background:var(--card);border:1px solid var(--border);border-radius:4px}
input:focus,button:focus,a:focus{outline:3px solid var(--focus);outline-offset:2px}
button{margin-top:1.5rem;width:100%;padding:.7rem;font:inherit;font-weight:600;color:#fff;background:var(--primary);border:0;border-radius:4px;cursor:pointer}
button:hover{filter:brightness(1.15)}
.error{margin:0 0 .5rem;padding:.6rem .75rem;border-radius:4px;color:var(--error);background:var(--error-bg)}
.detail{font-size:.85rem;color:var(--muted);word-break:break-word}
a{color:var(--focus)}
`;
