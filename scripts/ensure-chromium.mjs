// Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests (browser downloads are impossible
// on these machines, so Playwright and Vitest always launch this one). Installs it with apt-get when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
console.log(`${CHROMIUM} is missing: installing Debian's chromium with apt-get…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
execSync(`${sudo}apt-get install -y -qq chromium fonts-dejavu-core`, { stdio: 'inherit', env });
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing`);
  process.exit(1);
}
