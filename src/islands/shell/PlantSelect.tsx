import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Plant } from '@/lib/api/types';
import { $plant, initPlant, setPlant } from '@/lib/plants/plant-store';
import { TopBarSelect } from './TopBarSelect';

/** Props of `PlantSelect`. */
export interface PlantSelectProps {
  /** The plants of v1/Plant, loaded by the server. */
  plants: Plant[];
  /** The server's first-load choice (cookie, else employee, else username prefix, else the default plant). */
  initial: string;
  label: string;
}

/** The top bar's plant selector; the choice is kept in localStorage and mirrored to the 'plant' cookie. */
export function PlantSelect({ plants, initial, label }: PlantSelectProps) {
  const stored = useStore($plant);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    initPlant(
      initial,
      plants.map((plant) => plant.plantID),
    );
    setReady(true);
  }, [initial, plants]);
  return (
    <TopBarSelect
      label={label}
      name="plant"
      value={ready ? stored : initial}
      options={plants.map((plant) => ({ value: plant.plantID, label: plant.plantName }))}
      onChoose={setPlant}
      testId="plant-select"
    />
  );
}
