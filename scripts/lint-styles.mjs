#!/usr/bin/env node
// Style lint: styled code reads sizes and colours from the theme. Rejects raw px values (`12px`) and hex colours
// (`#1565c0`) inside styled-components templates (styled.x`…`, styled(X)`…`, css`…`, keyframes`…`,
// createGlobalStyle`…`, expressions inside them included) in every .ts/.tsx file under the given folders, except
// the theme folder, where the tokens are defined.
//
// Usage: node scripts/lint-styles.mjs <folder>… (exit code 1 and one line per violation when any is found)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TAG = /^(styled\b|css\b|keyframes\b|createGlobalStyle\b)/;
const RAW_PX = /(?<![\w$.#-])-?\d*\.?\d+px\b/g;
const RAW_HEX = /#[0-9a-fA-F]{3,8}\b/g;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'theme', '__screenshots__', 'storybook-static']);

/** Every .ts/.tsx file under a folder, skipping the theme folder and build output. */
function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) yield* sourceFiles(path.join(dir, entry.name));
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield path.join(dir, entry.name);
    }
  }
}

const OPEN = { ')': '(', ']': '[', '>': '<', '}': '{' };

/** The tag expression written just before the backtick at `end` (e.g. `styled.div<{ $a: boolean }>`). */
function tagBefore(text, end) {
  let i = end - 1;
  while (i >= 0 && /\s/.test(text[i])) i--;
  const stop = i + 1;
  const stack = [];
  for (; i >= 0; i--) {
    const c = text[i];
    if (c in OPEN && !(c === '>' && text[i - 1] === '=')) stack.push(OPEN[c]);
    else if (stack.length && c === stack[stack.length - 1]) stack.pop();
    else if (stack.length === 0 && !/[\w$.]/.test(c)) break;
  }
  return text.slice(i + 1, stop);
}

/** [start, end) spans of the styled templates of a source text (outermost ones; nested ones lie inside them). */
function styledSpans(text) {
  const spans = [];
  // Stack of contexts: 'code' (with the brace depth it was opened at) or 'template'.
  const stack = [{ kind: 'code', depth: 0 }];
  let depth = 0;
  let outer = null;
  for (let i = 0; i < text.length; i++) {
    const top = stack[stack.length - 1];
    const c = text[i];
    if (top.kind === 'template') {
      if (c === '\\') i++;
      else if (c === '`') {
        stack.pop();
        if (outer && outer.level === stack.length) {
          spans.push([outer.start, i + 1]);
          outer = null;
        }
      } else if (c === '$' && text[i + 1] === '{') {
        stack.push({ kind: 'code', depth });
        depth++;
        i++;
      }
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      const next = text.indexOf('\n', i);
      i = next < 0 ? text.length : next;
    } else if (c === '/' && text[i + 1] === '*') {
      const next = text.indexOf('*/', i + 2);
      i = next < 0 ? text.length : next + 1;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      i = j;
    } else if (c === '`') {
      if (!outer && TAG.test(tagBefore(text, i))) outer = { start: i, level: stack.length };
      stack.push({ kind: 'template' });
    } else if (c === '{') {
      depth++;
    } else if (c === '}') {
      depth--;
      if (stack.length > 1 && top.depth === depth) stack.pop();
    }
  }
  return spans;
}

function lineAndColumn(text, index) {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return `${line}:${index - before.lastIndexOf('\n')}`;
}

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('usage: node scripts/lint-styles.mjs <folder>…');
  process.exit(2);
}
const violations = [];
for (const folder of folders) {
  for (const file of sourceFiles(folder)) {
    const text = readFileSync(file, 'utf8');
    for (const [start, end] of styledSpans(text)) {
      const template = text.slice(start, end);
      for (const [pattern, what] of [
        [RAW_PX, 'raw px value'],
        [RAW_HEX, 'raw hex colour'],
      ]) {
        for (const match of template.matchAll(pattern)) {
          violations.push(`${file}:${lineAndColumn(text, start + match.index)} ${what} '${match[0]}': use a theme token`);
        }
      }
    }
  }
}
if (violations.length > 0) {
  console.error(violations.join('\n'));
  console.error(`\nlint-styles: ${violations.length} raw value(s) in styled code; read sizes and colours from the theme.`);
  process.exit(1);
}
console.log(`lint-styles: no raw px or hex values in styled code under ${folders.join(', ')}`);
