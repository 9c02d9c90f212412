// The full Debian Chromium that `npm run bench` and the screenshots use (the browser a visitor runs;
// the browser tests use the headless shell). Installed when it is missing and this runs as root, like
// `npm test` installs its packages; otherwise a clear message and exit 1. CHROME_PATH picks another.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function desktopChromium() {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromePath)) return chromePath;
  if (process.env.CHROME_PATH || process.getuid?.() !== 0) {
    console.error(
      process.env.CHROME_PATH
        ? `CHROME_PATH is ${chromePath}, and there is no file there.`
        : "This needs Debian's Chromium at /usr/bin/chromium: sudo apt-get install -y chromium (or set CHROME_PATH to another Chromium).",
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium (apt-get) …");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (install.status !== 0 || !existsSync(chromePath)) {
    console.error('apt-get could not install chromium: install it by hand, then run this again.');
    process.exit(1);
  }
  return chromePath;
}
