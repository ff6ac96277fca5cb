import { ACCOUNTS, baseUrl, expect, test } from './support/fixtures';
import { drawerLink, open, signInHome } from './shell-support';

test('a tab opened with a query reopens the same record from the drawer', async ({ page }) => {
  await signInHome(page, ACCOUNTS.carter.email);
  const details = '/Admin/Applications/Security/Apps/securityDtls?menuId=49';
  await open(page, details);
  await open(page, '/');
  await drawerLink(page, details).click();
  await expect(page).toHaveURL(`${baseUrl()}${details}`);
});
