import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type CSSProperties } from 'react';
import type { Plant } from '@/lib/api/types';
import { $plant, initPlant, setPlant } from '@/lib/stores/plant';

/** Props of `PlantSelect`. */
export interface PlantSelectProps {
  /** The plants of v1/Plant, loaded by the server. */
  plants: Plant[];
  /** The server's first-load choice (cookie, else employee, else username prefix, else MfgSys). */
  initial: string;
  label: string;
}

/** The top bar's plant selector; the choice is kept in localStorage and mirrored to the 'plant' cookie. */
export function PlantSelect({ plants, initial, label }: PlantSelectProps) {
  const id = useId();
  const stored = useStore($plant);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    initPlant(initial, plants.map((plant) => plant.plantID));
    setReady(true);
  }, [initial, plants]);
  const value = ready ? stored : initial;
  // From 640 px the select is as wide as its longest plant name (issue 14 #9), never cut.
  const longest = Math.max(4, ...plants.map((plant) => plant.plantName.length));
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        name="plant"
        title={label}
        value={value}
        onChange={(event) => setPlant(event.target.value)}
        style={{ '--plant-chars': longest } as CSSProperties}
        className="w-[5.75rem] rounded-md border border-white/30 bg-primary-dark py-1 pl-1.5 pr-5 text-xs text-white sm:w-[calc(var(--plant-chars)*1.1ch+2.5rem)] sm:pl-2 sm:pr-7 sm:text-sm"
        data-testid="plant-select"
      >
        {plants.map((plant) => (
          <option key={plant.plantID} value={plant.plantID}>
            {plant.plantName}
          </option>
        ))}
      </select>
    </div>
  );
}
