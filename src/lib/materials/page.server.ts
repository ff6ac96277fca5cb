import type { AstroGlobal } from 'astro';
import { constantPer } from '@/lib/http/island-props';
import { RESOURCES, type Language } from '@/lib/i18n';
import { numberWords } from '@/lib/forms/number';
import { hasSubApp } from '@/lib/auth/permissions';
import { OVER_ISSUE_150_RIGHT, OVER_ISSUE_RIGHT } from './rules';
import { QUEUE_SUPERVISOR } from './constants';

// A language's texts for the islands, made once and constant (serialized once: src/lib/http/island-props.ts).
const textsOf = constantPer((lang: Language) => ({
  ...RESOURCES[lang].materials,
  numbers: numberWords(RESOURCES[lang].forms),
  otherPlant: RESOURCES[lang].forms.errors['other-plant'],
  lang,
}));

/**
 * What a materials page hands its island: the texts of the language (with the kit's number words), the
 * plant the top bar starts on, and the person's over-issue and queue rights (so no button is offered that the API would refuse).
 */
export function materialsPage(astro: AstroGlobal) {
  const { lang, plant, user } = astro.locals;
  const rights = [OVER_ISSUE_RIGHT, OVER_ISSUE_150_RIGHT].filter((right) => hasSubApp(user?.access, right));
  // Who may cancel which move request (the requester, a supervisor): the queue offers Cancel only to them.
  const me = { username: user?.username.toLowerCase() ?? '', supervisor: hasSubApp(user?.access, QUEUE_SUPERVISOR) };
  return {
    lang,
    text: textsOf(lang),
    plant,
    rights,
    me,
  };
}
