import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../scripts/chromium';
import { loadConfig, startServer } from '../src/server/testing';

const port = 3918;
const server = await startServer(loadConfig({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: 'memory://', LOG_LEVEL: 'warn' }));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
for (const width of [1280, 390]) {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
  await context.request.post('/api/auth/sign-up/email', { headers: { origin: server.url }, data: { email: `ada${width}@uplift.test`, password: 'correct-horse-7', name: 'Ada Lovelace' } });
  const page = await context.newPage();
  for (const tab of ['notifications', 'team', 'profile']) {
    await page.goto(`/settings?tab=${tab}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `.scratch/shots/${tab}-${width}.png`, fullPage: true });
  }
}
await browser.close();
await server.close();
