import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { labelFormsTable } from './readme-table';

describe("the README's table of label forms", () => {
  it('is the one the forms’ data draws (update README.md when a form changes)', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    if (process.env['PRINT_LABEL_TABLE']) console.log(labelFormsTable());
    expect(readme).toContain(labelFormsTable());
  });
});
