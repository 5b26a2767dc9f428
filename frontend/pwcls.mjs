import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
await page.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ v: e.value.toFixed(4), t: Math.round(e.startTime), src: e.sources.map(s => (s.node ? (s.node.nodeName + '.' + (s.node.className?.baseVal ?? s.node.className ?? '')).slice(0, 80) + ' ' + (s.node.textContent||'').slice(0,40) : '?') + ' ' + JSON.stringify(s.previousRect) + '->' + JSON.stringify(s.currentRect)) }); }).observe({ type: 'layout-shift', buffered: true });
});
for (const url of process.argv.slice(2)) {
  await page.goto('http://127.0.0.1:3000' + url);
  await page.waitForTimeout(2000);
  console.log(url, JSON.stringify(await page.evaluate(() => window.__shifts), null, 1));
}
await browser.close();
