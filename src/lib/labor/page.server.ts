import type { AstroGlobal } from 'astro';
import { RESOURCES } from '@/lib/i18n';
import { initialPlant, PLANT_COOKIE } from '@/lib/plants/plants';

/** The four plants (spec §3) by id, as the labor screens name them. */
export const LABOR_PLANT_NAMES: Record<string, string> = {
  MfgSys: 'Sheldon',
  SPIRITLA: 'Spirit Lake',
  BGOHIO: 'Bowling Green',
  REBUILD: 'Metal Finishing',
};

/** What a labor page hands its island: the texts of the language and the plant the top bar starts on. */
export function laborPage(astro: AstroGlobal) {
  const { lang, user } = astro.locals;
  const plant = initialPlant({
    stored: astro.cookies.get(PLANT_COOKIE)?.value,
    employeePlant: user?.employee?.plant ?? null,
    username: user?.username ?? '',
    known: Object.keys(LABOR_PLANT_NAMES),
  });
  return { lang, text: RESOURCES[lang].labor, plant };
}
