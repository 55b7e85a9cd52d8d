const { chromium } = require('playwright-core');
(async () => {
  const url = process.argv[2];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
  for (let round = 0; round < 2; round++) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await context.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 93750 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const t0 = Date.now(); const reqs = new Map(); const log = [];
  cdp.on('Network.requestWillBeSent', (e) => reqs.set(e.requestId, { url: e.request.url.replace(url, ''), start: Date.now() }));
  cdp.on('Network.loadingFinished', (e) => { const r = reqs.get(e.requestId); if (r) log.push([r.start, Date.now(), r.url, e.encodedDataLength]); });
  await page.goto(url + '/login');
  await page.locator('#login-email').waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('#login-email').pressSequentially('demo@example.com', { delay: 40 });
  await page.locator('#login-password').pressSequentially('demo1234', { delay: 40 });
  await page.waitForTimeout(1500);
  log.length = 0;
  await page.evaluate(() => { window.__long = []; window.__enter = performance.now(); });
  const enter = Date.now();
  await page.keyboard.press('Enter');
  await page.locator('.welcome-box').waitFor({ timeout: 60000 });
  const shown = Date.now();
  const inPage = await page.evaluate(() => ({ long: window.__long.map(([s, d]) => [Math.round(s - window.__enter), d]) }));
  console.log(`round ${round}: welcome after ${shown - enter} ms`);
  for (const [s, e, u, b] of log.sort((a, b) => a[0] - b[0])) console.log(`  ${s - enter}..${e - enter} ${u} ${b}B`);
  console.log('  long tasks [start after enter, ms]:', JSON.stringify(inPage.long));
  await context.close();
  }
  await browser.close();
})();
