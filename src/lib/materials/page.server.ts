import type { AstroGlobal } from 'astro';
import { RESOURCES } from '@/lib/i18n';
import { numberWords } from '@/lib/forms/number';

/** What a materials page hands its island: the texts of the language (with the kit's number words) and the plant the top bar starts on. */
export function materialsPage(astro: AstroGlobal) {
  const { lang, plant } = astro.locals;
  return { lang, text: { ...RESOURCES[lang].materials, numbers: numberWords(RESOURCES[lang].forms), lang }, plant };
}
