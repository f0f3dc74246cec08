#!/usr/bin/env node
// SQL placement: a server module keeps its SQL in `queries.ts` or `<topic>.queries.ts` (docs/ARCHITECTURE.md), so
// that every statement a module runs is read, reviewed and changed in one place. Refuses, in every other .ts file
// under the given folders, a string or template literal that holds SQL: a statement (SELECT … FROM, INSERT INTO,
// UPDATE … SET, DELETE FROM, WITH … AS (, CREATE/ALTER/DROP …, TRUNCATE, LOCK TABLE) or a clause built apart from
// one (WHERE/AND/OR with a comparison, ORDER BY, GROUP BY, JOIN … ON, ON CONFLICT, RETURNING, a $n parameter).
// Keywords count only in capitals, as our SQL writes them, and only inside literals (comments are skipped), so
// Spanish texts for users ('Selecciona…', 'Actualizar') do not match.
//
// Usage: node scripts/check-sql-placement.mjs <folder>… (exit code 1 and one line per literal when any is found)
// `--all` checks queries files too and prints every SQL literal found (to review what the check recognises).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const QUERIES_FILE = /(^|\.)queries\.ts$/;
const SKIP_DIRS = new Set(['node_modules', 'dist']);

const SQL = [
  /\bSELECT\b[\s\S]*\bFROM\b/,
  /^\s*\(?\s*SELECT\b/,
  /\bINSERT\s+INTO\b/,
  /\bUPDATE\s+[\w."]+(\s+(AS\s+)?\w+)?\s+SET\b/,
  /\bDELETE\s+FROM\b/,
  /\bWITH\s+(RECURSIVE\s+)?\w+(\s*\([^)]*\))?\s+AS\s+(NOT\s+)?(MATERIALIZED\s+)?\(/,
  /\b(CREATE|ALTER|DROP)\s+(UNIQUE\s+)?(TABLE|INDEX|TEMP|TEMPORARY|SEQUENCE|VIEW|FUNCTION|TRIGGER|EXTENSION|SCHEMA|TYPE)\b/,
  /\bTRUNCATE\s+\w/,
  /\bLOCK\s+TABLE\b/,
  /\b(WHERE|AND|OR)\s+(NOT\s+)?[\w.]+\s*(=|<>|!=|<=|>=|<|>|\s(IN|IS|LIKE|ILIKE|BETWEEN|ANY)\b)/,
  /\b(ORDER|GROUP|PARTITION)\s+BY\b/,
  /\bJOIN\s+[\w.]+(\s+\w+)?\s+(ON|USING)\b/,
  /\bON\s+CONFLICT\b/,
  /\bRETURNING\s+[\w*]/,
  /(^|[\s(,=])\$\d+(::\w+)?\b/,
];

/** Every .ts file under a folder, build output aside. */
function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) yield* sourceFiles(path.join(dir, entry.name));
    } else if (/\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield path.join(dir, entry.name);
    }
  }
}

// After one of these (or a keyword below), a `/` starts a regular expression, not a division.
const BEFORE_REGEX = new Set([...'(,=:[!&|?{};+-*%<>~^']);
const KEYWORDS_BEFORE_REGEX = /\b(return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$/;

/**
 * The string and template literals of a source text, comments and regular expressions skipped: each with the index
 * of its opening quote and its text, `${…}` of a template replaced by `?`.
 */
function literals(text) {
  const found = [];
  // Stack of contexts: 'code' (with the brace depth it was opened at) or 'template' (with its literal so far).
  const stack = [{ kind: 'code', depth: 0 }];
  let depth = 0;
  let last = ''; // last significant character of code, for the regex heuristic
  for (let i = 0; i < text.length; i++) {
    const top = stack[stack.length - 1];
    const c = text[i];
    if (top.kind === 'template') {
      if (c === '\\') {
        top.text += text.slice(i, i + 2);
        i++;
      } else if (c === '`') {
        stack.pop();
        found.push({ start: top.start, text: top.text });
        last = '`';
      } else if (c === '$' && text[i + 1] === '{') {
        top.text += '?';
        stack.push({ kind: 'code', depth });
        depth++;
        i++;
        last = '{';
      } else top.text += c;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      const next = text.indexOf('\n', i);
      i = next < 0 ? text.length : next;
    } else if (c === '/' && text[i + 1] === '*') {
      const next = text.indexOf('*/', i + 2);
      i = next < 0 ? text.length : next + 1;
    } else if (c === '/' && (last === '' || BEFORE_REGEX.has(last) || KEYWORDS_BEFORE_REGEX.test(text.slice(Math.max(0, i - 12), i).trimEnd()))) {
      let j = i + 1;
      let inClass = false;
      for (; j < text.length && text[j] !== '\n'; j++) {
        if (text[j] === '\\') j++;
        else if (text[j] === '[') inClass = true;
        else if (text[j] === ']') inClass = false;
        else if (text[j] === '/' && !inClass) break;
      }
      i = j;
      last = '/';
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      found.push({ start: i, text: text.slice(i + 1, j) });
      i = j;
      last = c;
    } else if (c === '`') {
      // A template inside the ${…} of another is a literal of its own; the outer one reads `?` in its place.
      stack.push({ kind: 'template', start: i, text: '' });
      last = '`';
    } else if (c === '{') {
      depth++;
      last = c;
    } else if (c === '}') {
      depth--;
      if (stack.length > 1 && top.depth === depth) stack.pop();
      last = c;
    } else if (!/\s/.test(c)) last = c;
  }
  return found;
}

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length;
}

const args = process.argv.slice(2);
const all = args.includes('--all');
const folders = args.filter((a) => a !== '--all');
if (folders.length === 0) {
  console.error('usage: node scripts/check-sql-placement.mjs [--all] <folder>…');
  process.exit(2);
}
const violations = [];
for (const folder of folders) {
  for (const file of sourceFiles(folder)) {
    if (!all && QUERIES_FILE.test(path.basename(file))) continue;
    const text = readFileSync(file, 'utf8');
    for (const literal of literals(text)) {
      const pattern = SQL.find((p) => p.test(literal.text));
      if (!pattern) continue;
      const excerpt = literal.text.replace(/\s+/g, ' ').trim().slice(0, 60);
      const module = path.join(folder, path.relative(folder, file).split(path.sep)[0] ?? '');
      violations.push(
        `${file}:${lineOf(text, literal.start)} SQL outside a queries file: '${excerpt}' (belongs in ${module}/queries.ts or a ${module}/<topic>.queries.ts)`,
      );
    }
  }
}
if (violations.length > 0) {
  console.error(violations.join('\n'));
  if (all) process.exit(0);
  console.error(
    `\ncheck-sql-placement: ${violations.length} SQL literal(s) outside a queries file. A module's SQL lives in its` +
      ' queries.ts or <topic>.queries.ts (docs/ARCHITECTURE.md): move each statement there as a named function that' +
      " the module's other files call.",
  );
  process.exit(1);
}
console.log(`check-sql-placement: SQL only in queries files under ${folders.join(', ')}`);
