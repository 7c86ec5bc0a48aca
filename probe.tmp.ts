import { chromium } from '@playwright/test';
import { startSandboxServer } from './bench/sandbox-server.ts';
const path = process.argv[2] ?? '/about';
const render = process.argv[3] !== 'shell';
const { stop } = await startSandboxServer(4335, 'dist', { rendered: render, env: render ? {} : { RENDER: '0' } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (let run = 0; run < 2; run++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript({ content: `globalThis.__name=(f)=>f; window.__marks=[]; new PerformanceObserver(l=>{for(const e of l.getEntries()) window.__marks.push(['longtask', Math.round(e.startTime), Math.round(e.duration)])}).observe({type:'longtask',buffered:true}); new MutationObserver(()=>{ if(!('starting' in document.documentElement.dataset) && !window.__took && document.documentElement) { window.__took = performance.now(); } }).observe(document,{attributes:true,subtree:true,attributeFilter:['data-starting']});` });
  await page.goto(`http://localhost:4335${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as any).__took, null, { timeout: 60000 });
  const out = await page.evaluate(() => ({
    took: Math.round((window as any).__took),
    res: performance.getEntriesByType('resource').map((r: any) => [r.name.replace(location.origin, '').slice(0, 50), Math.round(r.startTime), Math.round(r.responseEnd), r.encodedBodySize]).filter((r: any) => r[0].endsWith('.js') || r[0].endsWith('.css') || r[0].includes('json') || r[0].includes('api')),
    fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
    marks: (window as any).__marks,
  }));
  console.log(render ? 'rendered' : 'shell', 'fcp', out.fcp, 'took', out.took);
  if (run === 1) { for (const r of out.res) console.log('  ', JSON.stringify(r)); console.log('  long tasks', JSON.stringify(out.marks)); }
  await context.close();
}
await browser.close();
stop();
process.exit(0);
