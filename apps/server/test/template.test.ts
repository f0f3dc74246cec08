// The ready database of a first start (src/demo/template.ts) is used when it fits this start: same demo-data scale and
// the same migrations, made on any day, its demo data then moved to today (src/demo/demoDay.ts). Building a real one
// takes the server build a minute; this checks the rule (demoDay.test.ts checks the move to today).
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { templateMeta, usableTemplate } from '../src/demo/template';
import { scratchDir } from './support/scratch';

const dir = scratchDir('socios-template-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (meta: object) => {
  writeFileSync(join(dir, 'pgdata-template.tar.gz'), 'datos');
  writeFileSync(join(dir, 'pgdata-template.json'), JSON.stringify(meta));
};

const _DAY = 86_400_000;

describe("the first start's ready database", () => {
  it('is used at the same scale, with the same migrations, whatever day it was made', async () => {
    write(templateMeta(1));
    expect(await usableTemplate(1, dir)?.text()).toBe('datos');
    write(templateMeta(1, new Date('2020-01-01T10:00:00Z')));
    expect(await usableTemplate(1, dir)?.text()).toBe('datos');
  });

  it('is not used for another scale or other migrations, nor when missing', () => {
    write(templateMeta(1));
    expect(usableTemplate(10, dir)).toBeUndefined();
    write({ ...templateMeta(1), migrations: templateMeta(1).migrations.slice(1) });
    expect(usableTemplate(1, dir)).toBeUndefined();
    expect(usableTemplate(1, join(dir, 'nada'))).toBeUndefined();
  });
});
