import type { UnitSystem } from '@hearth/contracts/recipes/unit-conversion';
import { useState } from 'react';

const KEY = 'hearth.units';
const systems: UnitSystem[] = ['written', 'metric', 'us'];

function stored(): UnitSystem {
  try {
    const value = localStorage.getItem(KEY);
    return systems.includes(value as UnitSystem) ? (value as UnitSystem) : 'written';
  } catch {
    return 'written';
  }
}

/** The units this device reads recipes in, remembered on it (localStorage). */
export function useUnitSystem(): [UnitSystem, (next: UnitSystem) => void] {
  const [system, setSystem] = useState<UnitSystem>(stored);
  const choose = (next: UnitSystem) => {
    setSystem(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Storage refused (private mode): the choice lasts for this page.
    }
  };
  return [system, choose];
}
