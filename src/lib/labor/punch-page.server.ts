import type { AstroGlobal } from 'astro';
import { apiCallOf } from '@/lib/api/api-call.server';
import { formPost, newFormKey, type RefusedForm } from '@/lib/forms/form-post.server';
import { createLaborApi } from './labor-client.server';
import { LABOR_FORM, madeAtText } from './labor-form';

/** The time clock's own pages (a page records only through its own URL). */
export type PunchPageName = 'clockIn' | 'lunch' | 'clockOut';

/**
 * The post of a time clock page: the punch (or 'lunch-in+out': end the lunch, then clock out, each with
 * its own key from the form's), said back with the time it was recorded at the plant; Post/Redirect/Get.
 */
export async function punchPost(astro: AstroGlobal, page: PunchPageName): Promise<Response | RefusedForm | null> {
  const { t, lang } = astro.locals;
  const api = createLaborApi(apiCallOf(astro.locals));
  return formPost(astro, LABOR_FORM, async (form) => {
    const key = form['formKey'] || newFormKey();
    let said = '';
    for (const [i, kind] of (form['kind'] ?? '').split('+').entries()) {
      const answer = await api.punch(kind, `${key}-${i}`);
      const zones = await api.timeZones([answer.punch.plant]);
      const time = madeAtText(answer.punch.madeAt, lang, zones[answer.punch.plant]!);
      said = answer.repeated ? t('labor.clock.repeated', { time }) : t(`labor.clock.recorded.${answer.punch.kind}`, { time });
      if (answer.tardyMinutes > 0 && answer.punch.kind === 'in' && !answer.repeated)
        said = `${said} ${t('labor.clock.tardy', { minutes: answer.tardyMinutes })}`;
    }
    return { message: said, location: `/LaborMod/Components/${page}` };
  });
}
