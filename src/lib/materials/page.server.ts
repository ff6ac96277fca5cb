import type { AstroGlobal } from 'astro';
import { RESOURCES } from '@/lib/i18n';
import { initialPlant, PLANT_COOKIE } from '@/lib/stores/plant';

/** The four plants (spec §3), for the materials pages' plant choices. */
export const MATERIALS_PLANTS = [
  { id: 'MfgSys', name: 'Sheldon' },
  { id: 'SPIRITLA', name: 'Spirit Lake' },
  { id: 'BGOHIO', name: 'Bowling Green' },
  { id: 'REBUILD', name: 'Metal Finishing' },
];

/** What a materials page hands its island: the texts of the language and the plant the top bar starts on. */
export function materialsPage(astro: AstroGlobal) {
  const { lang, user } = astro.locals;
  const plant = initialPlant({
    stored: astro.cookies.get(PLANT_COOKIE)?.value,
    employeePlant: user?.employee?.plant ?? null,
    username: user?.username ?? '',
    known: MATERIALS_PLANTS.map((p) => p.id),
  });
  return { lang, text: RESOURCES[lang].materials, plant };
}
