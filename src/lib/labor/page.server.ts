import type { AstroGlobal } from 'astro';
import { RESOURCES } from '@/lib/i18n';

/** What a labor page hands its island: the texts of the language and the plant the top bar starts on. */
export function laborPage(astro: AstroGlobal) {
  const { lang, plant } = astro.locals;
  return { lang, text: RESOURCES[lang].labor, plant };
}
