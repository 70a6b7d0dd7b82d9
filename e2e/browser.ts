import { existsSync } from 'node:fs';

/** Debian's Chromium (never a downloaded browser): CHROME_PATH, else /usr/bin/chromium. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumAvailable = existsSync(chromiumPath);
export const servicesRequired = process.env.REQUIRE_SERVICES === '1';
