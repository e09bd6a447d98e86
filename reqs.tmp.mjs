import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
const t0 = Date.now(); const open = new Map();
page.on('request', (r) => open.set(r, Date.now()));
page.on('requestfinished', (r) => { console.log('done', Date.now() - open.get(r), 'ms', r.url().slice(0, 110)); open.delete(r); });
page.on('requestfailed', (r) => { console.log('FAIL', r.failure()?.errorText, r.url().slice(0, 110)); open.delete(r); });
await page.goto(process.argv[2]);
await page.waitForTimeout(2000); if (process.argv[3]) { console.log('--- scroll'); await page.locator(process.argv[3]).first().evaluate((f) => f.scrollIntoView({ block: 'center', behavior: 'instant' })); await page.waitForTimeout(4000); console.log('disabled', await page.locator(process.argv[3]).first().locator('button[disabled]').count()); }
for (const r of open.keys()) console.log('STILL OPEN', r.url());
await browser.close();
