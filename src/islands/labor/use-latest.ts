import { useCallback, useRef } from 'react';

/**
 * Sets state from the latest of several loads only: a list reloaded for another plant (or after a save)
 * may be answered out of order, and an earlier, late answer must not replace the newer one.
 * @example const keep = useLatest(setDays); void keep(laborApi.days(plant, 'open'));
 */
export function useLatest<T>(set: (value: T) => void): (load: Promise<T>) => Promise<void> {
  const latest = useRef(0);
  return useCallback(
    async (load: Promise<T>) => {
      const mine = ++latest.current;
      const value = await load;
      if (mine === latest.current) set(value);
    },
    [set],
  );
}
