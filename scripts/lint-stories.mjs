// Every story carries a one-line description: a JSDoc comment right above its export, which
// Storybook shows in the docs. Run by the storybook package's lint; fails with the stories that have none.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = execSync('git rev-parse --show-toplevel', { encoding: 'utf8' }).trim();
const files = execSync("git ls-files --cached --others --exclude-standard '*.stories.tsx'", { cwd: root, encoding: 'utf8' }).trim().split('\n').filter(Boolean);
const missing = [];
let stories = 0;
for (const file of files) {
  const lines = readFileSync(`${root}/${file}`, 'utf8').split('\n');
  lines.forEach((line, i) => {
    const story = /^export const (\w+)\b/.exec(line);
    if (!story) return;
    stories++;
    let j = i - 1;
    while (j >= 0 && lines[j].trim() === '') j--;
    if (!(j >= 0 && lines[j].trim().endsWith('*/'))) missing.push(`${file}:${i + 1} ${story[1]}`);
  });
}
if (missing.length) {
  console.error(`lint-stories: ${missing.length} of ${stories} stories have no description (a /** … */ line above the export):\n${missing.join('\n')}`);
  process.exit(1);
}
console.log(`lint-stories: ${stories} stories, each with its description`);
