// `npm run test:e2e`: makes sure a Chromium and a current build exist, then runs the Playwright
// journeys in e2e/ against the built production server.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

const chromium = ensureChromium();
buildIfNeeded();
const result = spawnSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) },
});
process.exit(result.status ?? 1);
