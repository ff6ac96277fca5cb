import { describe, expect, it } from 'vitest';
import { pageLanguage } from './interactions';
import { escapeHtml } from '@/lib/http/escape-html';
import { errorPage, loginPage, logoutPage, signedOutPage, themeFromCookies } from './pages';

describe('identity provider pages', () => {
  it('escapes what the user typed', () => {
    const { html } = loginPage({
      action: '/idp/interaction/x/login',
      email: '"><script>alert(1)</script>',
      error: 'Incorrect email or password.',
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('role="alert"');
  });

  it('allows no script on the sign-in page and only its own on the sign-out page', () => {
    expect(loginPage({ action: '/a' }).csp).toContain("script-src 'none'");
    const logout = logoutPage(
      '<form id="op.logoutForm" method="post" action="/idp/session/end/confirm"><input type="hidden" name="xsrf" value="x"/></form>',
    );
    expect(logout.csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(logout.html).toContain('<input type="hidden" name="logout" value="yes"></form>');
  });

  it('shows the error and no stack trace', () => {
    const { html } = errorPage({ heading: 'Sign-in problem', message: 'Try again.', detail: 'invalid_client', homeUrl: '/' });
    expect(html).toContain('invalid_client');
    expect(escapeHtml("a'b")).toBe('a&#39;b');
  });
});

describe('the sign-in page in Spanish', () => {
  it('labels its fields and button in the portal language', () => {
    const { html } = loginPage({ action: '/a', lang: 'es', error: 'Correo electrónico o contraseña incorrectos.' });
    expect(html).toContain('<html lang="es" class="dark">');
    expect(html).toContain('<label for="email">Correo electrónico</label>');
    expect(html).toContain('<label for="password">Contraseña</label>');
    expect(html).toContain('<button type="submit">Iniciar sesión</button>');
  });
  it('reads the language from the portal cookie, English otherwise', () => {
    expect(pageLanguage({ headers: { cookie: 'theme=dark; lang=es' } })).toBe('es');
    expect(pageLanguage({ headers: { cookie: 'lang=fr' } })).toBe('en');
    expect(pageLanguage({ headers: {} })).toBe('en');
  });
});

describe('the provider pages follow the portal theme', () => {
  it('is dark unless the theme cookie says light, as the portal paints it', () => {
    expect(themeFromCookies(undefined)).toBe('dark');
    expect(themeFromCookies('lang=es; theme=dark')).toBe('dark');
    expect(themeFromCookies('lang=es; theme=light')).toBe('light');
    expect(themeFromCookies('notheme=light')).toBe('dark');
  });

  it('paints every page in the theme it is given, never by the system preference', () => {
    const light = loginPage({ action: '/a', theme: 'light' }).html;
    expect(light).toContain('<html lang="en" class="light">');
    expect(light).toContain('<meta name="color-scheme" content="light">');
    expect(light).not.toContain('prefers-color-scheme');
    expect(loginPage({ action: '/a' }).html).toContain('class="dark"');
    expect(errorPage({ heading: 'h', message: 'm', homeUrl: '/', theme: 'light' }).html).toContain('class="light"');
    expect(signedOutPage(undefined, 'light').html).toContain('class="light"');
  });
});
