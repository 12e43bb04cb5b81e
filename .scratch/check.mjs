import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('pageerror', e.message));
for (const p of ['/', '/demo', '/login']) {
  await page.goto('http://localhost:3311' + p);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shot${p.replace('/', '-') || '-home'}.png` });
}
await page.getByRole('button', { name: 'Create an account' }).click();
await page.getByLabel('Email address').fill(`u${Date.now()}@example.com`);
await page.getByLabel('Password', { exact: true }).fill('secret123');
await page.getByLabel('Confirm password').fill('secret123');
await page.getByRole('button', { name: 'Create account', exact: true }).click();
await page.waitForURL('**/dashboard');
console.log('at', page.url());
await page.goto('http://localhost:3311/login');
console.log('login while signed in ->', page.url());
await page.goto('http://localhost:3311/demo'); await page.waitForTimeout(500);
await page.getByRole('button', { name: /play/i }).first().click().catch(e => console.log('no play', e.message));
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/shot-demo-play.png' });
await browser.close();
