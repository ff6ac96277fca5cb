import type { TFunction } from 'i18next';
import { ALL_PLANTS, plantFilterOf, type PlantFilter } from './plants';

/** The plant a shop-floor list shows, and whether it is the top bar's (the query named none). */
export interface ListPlant {
  plant: PlantFilter;
  fromTopBar: boolean;
}

/**
 * The plant a list shows: its query's `plant` (All or a plant), else the top bar's plant.
 * @example listPlant(new URLSearchParams(''), 'SPIRITLA') // { plant: 'SPIRITLA', fromTopBar: true }
 */
export function listPlant(query: URLSearchParams, topBar: string): ListPlant {
  const asked = query.get('plant');
  return asked === null ? { plant: plantFilterOf(topBar), fromTopBar: true } : { plant: plantFilterOf(asked), fromTopBar: false };
}

/**
 * The plant a list shows, in words for its heading: 'Spirit Lake (the top bar's plant)' when it started there.
 * @example plantCaption(t, { plant: 'SPIRITLA', fromTopBar: true }) // "Spirit Lake (the top bar's plant)"
 */
export function plantCaption(t: TFunction, { plant, fromTopBar }: ListPlant, allLabel?: string): string {
  const name = plant === ALL_PLANTS && allLabel ? allLabel : t(`forms.plants.${plant}`);
  return fromTopBar && plant !== ALL_PLANTS ? t('forms.plants.topBar', { plant: name }) : name;
}
