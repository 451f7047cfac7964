// Debian's Chromium, for Playwright and Lighthouse alike: no browser can be downloaded here (DESIGN.md). Without the
// background-networking flags Chromium keeps trying to reach Google's hosts on this closed network.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
