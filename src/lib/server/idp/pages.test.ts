import { describe, expect, it } from 'vitest';
import { errorPage, escapeHtml, loginPage, logoutPage } from './pages';

describe('identity provider pages', () => {
  it('escapes what the user typed', () => {
    const { html } = loginPage({ action: '/idp/interaction/x/login', email: '"><script>alert(1)</script>', error: 'Incorrect email or password.' });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('role="alert"');
  });

  it('allows no script on the sign-in page and only its own on the sign-out page', () => {
    expect(loginPage({ action: '/a' }).csp).toContain("script-src 'none'");
    const logout = logoutPage('<form id="op.logoutForm" method="post" action="/idp/session/end/confirm"><input type="hidden" name="xsrf" value="x"/></form>');
    expect(logout.csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(logout.html).toContain('<input type="hidden" name="logout" value="yes"></form>');
  });

  it('shows the error and no stack trace', () => {
    const { html } = errorPage({ heading: 'Sign-in problem', message: 'Try again.', detail: 'invalid_client', homeUrl: '/' });
    expect(html).toContain('invalid_client');
    expect(escapeHtml("a'b")).toBe('a&#39;b');
  });
});
