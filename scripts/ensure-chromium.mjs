// Makes sure Debian's Chromium is installed for the browser tests (browser downloads are impossible on these machines,
// so Playwright and Vitest always launch Debian's): `chromium`, and `chromium-headless-shell`, the same Chromium built
// as the old headless shell, which the tests launch (test-fonts/env.mjs: a third less CPU than the whole browser in
// headless mode, the same pixels). Installs what is missing with apt-get.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = { chromium: '/usr/bin/chromium', 'chromium-headless-shell': '/usr/bin/chromium-headless-shell' };
const missing = Object.entries(PACKAGES).filter(([, path]) => !existsSync(path));
if (missing.length === 0) process.exit(0);

const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
const names = missing.map(([name]) => name);
console.log(`${missing.map(([, path]) => path).join(', ')} missing: installing Debian's ${names.join(' and ')} with apt-get…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
execSync(`${sudo}apt-get install -y -qq ${names.join(' ')} fonts-dejavu-core`, { stdio: 'inherit', env });
const still = missing.filter(([, path]) => !existsSync(path));
if (still.length) {
  console.error(`apt-get finished but ${still.map(([, path]) => path).join(', ')} is still missing`);
  process.exit(1);
}
