// The Chromium for Playwright and Lighthouse alike: CHROME_PATH (which `npm test` sets), else the first one
// scripts/find-chromium.mjs finds (the system's, then Playwright's download). Without the background-networking
// flags Chromium keeps trying to reach Google's hosts on this closed network.
import { findChromium } from '../scripts/find-chromium.mjs';

export const chromiumPath = process.env.CHROME_PATH || findChromium()?.path || '/usr/bin/chromium';
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
