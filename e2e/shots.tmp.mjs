import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@loan/chromium';
const [,, base, session, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
for (const width of [320, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', width, m.text()); });
  for (const p of paths) {
    const i = p.indexOf('='); const name = p.slice(0, i); const path = p.slice(i + 1);
    const sep = path.includes('?') ? '&' : '?';
    await page.goto(`${base}${path}${sep}sessionid=${session}&lang=fil`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15000 }).catch(() => console.log('not ready', path));
    await page.waitForTimeout(800);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    if (wide) console.log('WIDE', width, name);
    await page.screenshot({ path: `/tmp/shots-filipino/${name}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
