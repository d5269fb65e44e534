/**
 * Debian's Chromium and the flags every headless run here uses (browser tests and benchmarks):
 * nothing downloads a browser, and Chromium makes no network calls of its own.
 */
export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
