import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../scripts/chromium';
import { loadConfig, startServer } from '../src/server/testing';

const port = 3917;
const server = await startServer(loadConfig({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: 'memory://', LOG_LEVEL: 'warn' }));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
await context.request.post('/api/auth/sign-up/email', { headers: { origin: server.url }, data: { email: 'ada@uplift.test', password: 'correct-horse-7', name: 'Ada Lovelace' } });
const other = await browser.newContext({ baseURL: server.url, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1' });
await other.request.post('/api/auth/sign-in/email', { headers: { origin: server.url }, data: { email: 'ada@uplift.test', password: 'correct-horse-7' } });
const page = await context.newPage();
for (const tab of ['profile', 'security']) {
  await page.goto(`/settings?tab=${tab}`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `.scratch/shots/${tab}.png`, fullPage: true });
}
await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
await page.getByLabel('Your password').fill('correct-horse-7');
await page.getByRole('button', { name: 'Continue' }).click();
await page.waitForTimeout(800);
await page.screenshot({ path: '.scratch/shots/2fa-setup.png' });
const anon = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
const login = await anon.newPage();
await login.goto('/login');
await login.waitForTimeout(500);
await login.screenshot({ path: '.scratch/shots/login.png' });
await login.getByRole('button', { name: 'Forgot your password?' }).click();
await login.screenshot({ path: '.scratch/shots/forgot.png' });
await login.goto('/reset-password?error=INVALID_TOKEN');
await login.waitForTimeout(500);
await login.screenshot({ path: '.scratch/shots/reset.png' });
await browser.close();
await server.close();
