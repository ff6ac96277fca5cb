import { ACCOUNTS, baseUrl, expect, test } from './support/fixtures';
import { htmlText, signInOverHttp } from './support/http-session';

/**
 * The server records the tab of each page it renders, so three pages opened in a row
 * without waiting for any island (here: no browser scripts at all) leave three tabs.
 */
test('three pages opened in a row without hydration leave three tabs', async () => {
  const jordan = await signInOverHttp(baseUrl(), ACCOUNTS.carter.email);
  try {
    const paths = ['/Maintenance', '/ECR/5', '/Glossary'];
    let html = '';
    for (const path of paths) {
      const res = await jordan.get(path);
      expect(res.status(), path).toBe(200);
      html = await res.text();
    }
    const cookie = (await jordan.storageState()).cookies.find((c) => c.name === 'tabs')?.value ?? '';
    const recorded = decodeURIComponent(cookie).split('|');
    for (const path of paths) expect(recorded).toContain(path);
    // The drawer of the last page shows all three.
    const start = html.indexOf('data-testid="drawer"');
    const drawer = htmlText(html.slice(start, html.indexOf('</aside>', start)));
    for (const title of ['Maintenance', 'ID: 5', 'Glossary']) expect(drawer).toContain(title);
  } finally {
    await jordan.dispose();
  }
});
