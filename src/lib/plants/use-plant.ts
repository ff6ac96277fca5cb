import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $plant } from './plant-store';

/**
 * The top bar's plant in an island: the server's plant (`Astro.locals.plant`, passed as a prop) until
 * hydration, so the first render matches the server's HTML, then the store, which follows the top bar;
 * `hydrated` tells the island's hydration marker.
 * @example const { plant, hydrated } = usePlant(initialPlant)
 */
export function usePlant(serverPlant: string): { plant: string; hydrated: boolean } {
  const stored = useStore($plant);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return { plant: hydrated ? stored : serverPlant, hydrated };
}
