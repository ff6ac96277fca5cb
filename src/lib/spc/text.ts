import type { TestSetting } from './rules';

/** The SPC texts of one language (public/locales/<lang>/spc.json), as islands receive them. */
export type SpcText = typeof import('../../../public/locales/en/spc.json');

/**
 * Fills `{{name}}` in a text with its value (islands carry their texts as props, without i18next).
 * @example fill('Reading {{n}}', { n: 2 }) // 'Reading 2'
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** What a test says, with its K (5 and 6 also name K + 1). */
export function testText(text: SpcText, setting: TestSetting): string {
  return fill(text.tests[String(setting.test) as keyof SpcText['tests']], { k: setting.k, k1: setting.k + 1 });
}
