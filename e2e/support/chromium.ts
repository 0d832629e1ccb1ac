/** Debian's Chromium (the `chromium` package), never a downloaded browser. */
export const chromiumPath = '/usr/bin/chromium';

/** The flags the journeys run it with; the Lighthouse bench uses them too (headless). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
