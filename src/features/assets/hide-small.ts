/** "Hide small balances", remembered on this device for the next visit. */
import { useState } from 'react';

const key = 'exchange-web:assets:hide-small';

function stored(): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function useHideSmall(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(stored);
  const set = (next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(key, next ? '1' : '0');
    } catch {
      // Storage refused (private mode, full): the choice holds for this visit only.
    }
  };
  return [on, set];
}
