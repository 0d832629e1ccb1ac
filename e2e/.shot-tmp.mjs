import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8082';
const [,, path = '/login', out = '/tmp/shots/a.png', width = '1366', login] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, locale: 'ru-RU' });
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
if (login) {
  await page.goto(base + '/login');
  await page.getByLabel('Логин или e-mail').fill(login);
  await page.getByLabel(/^Пароль/).fill(login + '-demo');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
await page.goto(base + path);
await page.waitForTimeout(1500);
console.log('url', page.url());
await page.screenshot({ path: out, fullPage: true });
await browser.close();
