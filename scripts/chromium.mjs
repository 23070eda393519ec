// The browser the Playwright journeys drive is Debian's Chromium, never a downloaded one. Before the e2e step:
// present → run; missing and we are root with apt → install Debian's package; otherwise stop at once with the command.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

/** What to do about the browser: 'ready', 'install' (we can), or 'stop' (tell the person how). */
export function chromiumPlan({ present, isRoot, hasApt }) {
  if (present) return 'ready';
  return isRoot && hasApt ? 'install' : 'stop';
}

/** Makes sure Chromium is there; returns an error message when it is not and cannot be installed here. */
export function ensureChromium() {
  const plan = chromiumPlan({
    present: existsSync(CHROMIUM_PATH),
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    hasApt: existsSync('/usr/bin/apt-get'),
  });
  if (plan === 'ready') return undefined;
  if (plan === 'stop') {
    return `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package (as root): ${INSTALL_COMMAND}`;
  }
  console.log(`Chromium is missing at ${CHROMIUM_PATH}: installing Debian's package (${INSTALL_COMMAND})`);
  const run = spawnSync('sh', ['-c', `${INSTALL_COMMAND} >/dev/null`], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (run.status !== 0 || !existsSync(CHROMIUM_PATH)) return `Installing Chromium failed. Run it yourself, as root: ${INSTALL_COMMAND}`;
  return undefined;
}
