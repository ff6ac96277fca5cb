import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $plant, $plantChosen } from './plant-store';

/**
 * The top bar's plant in an island: the server's plant (`Astro.locals.plant`, passed as a prop) until
 * hydration and until the top bar has set the store (islands hydrate in any order: before that the
 * store holds the default plant, and a list loaded by it would show another plant first), then the
 * store, which follows the top bar; `hydrated` tells the island's hydration marker.
 * @example const { plant, hydrated } = usePlant(initialPlant)
 */
export function usePlant(serverPlant: string): { plant: string; hydrated: boolean } {
  const stored = useStore($plant);
  const chosen = useStore($plantChosen);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return { plant: hydrated && chosen ? stored : serverPlant, hydrated };
}
