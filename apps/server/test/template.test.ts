// The ready database of a first start (src/db/template.ts) is used only when it fits this start: same demo-data
// scale, the same migrations, made today. Building a real one takes the server build ~18 s; this checks the rule.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { templateMeta, usableTemplate } from '../src/db/template';

const dir = mkdtempSync(join(tmpdir(), 'socios-template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (meta: object) => {
  writeFileSync(join(dir, 'pgdata-template.tar.gz'), 'datos');
  writeFileSync(join(dir, 'pgdata-template.json'), JSON.stringify(meta));
};

describe('the first start\'s ready database', () => {
  it('is used when made today, at the same scale, with the same migrations', async () => {
    write(templateMeta(1));
    expect(await usableTemplate(1, dir)?.text()).toBe('datos');
  });

  it('is not used for another scale, another day or other migrations, nor when missing', () => {
    write(templateMeta(1));
    expect(usableTemplate(10, dir)).toBeUndefined();
    write({ ...templateMeta(1), day: '2020-01-01' });
    expect(usableTemplate(1, dir)).toBeUndefined();
    write({ ...templateMeta(1), migrations: templateMeta(1).migrations.slice(1) });
    expect(usableTemplate(1, dir)).toBeUndefined();
    expect(usableTemplate(1, join(dir, 'nada'))).toBeUndefined();
  });
});
