import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCOUNTS, expect, test } from './support/fixtures';
import { freePort, startPortal, type PortalProcess } from './support/portal-process';
import { nodeSupported } from '@/lib/server/runtime';

test.describe('a restart', () => {
  let dataDir = '';
  let portal: PortalProcess | undefined;

  test.beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'apps-restart-'));
  });
  test.afterAll(async () => {
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('stops cleanly on SIGTERM, keeps the data and logs nobody out', async ({ page }) => {
    const env = { PORT: String(await freePort()), DATA_DIR: dataDir };
    portal = await startPortal(env);
    expect(portal.output()).toContain('seeded the demo data into an empty database');
    // The portal runs on the Node that npm installed (engines), as `npm start` runs it.
    const node = /Apps is ready at .*; Node (v[\d.]+)\)/.exec(portal.output())?.[1] ?? '';
    expect(nodeSupported(node), `portal on Node ${node}`).toBe(true);
    const health = await page.request.get(`${portal.url}/healthz`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    await page.goto(`${portal.url}/`);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(ACCOUNTS.wilson.email);
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Apps' })).toBeVisible();

    expect(await portal.stop('SIGTERM')).toBe(0);
    expect(portal.output()).toContain('SIGTERM: finishing requests, checkpointing and closing the database');

    portal = await startPortal(env);
    expect(portal.output()).not.toContain('seeded the demo data');
    await page.goto(`${portal.url}/`);
    await expect(page).toHaveURL(`${portal.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Apps' })).toBeVisible();
    expect(await page.getByTestId('app-list').getByRole('link').count()).toBeGreaterThan(10);
    expect(await portal.stop('SIGINT')).toBe(0);
  });
});
