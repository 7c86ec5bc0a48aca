/** A value that follows another once it has stopped changing for a moment (typing an amount asks the server once). */
import { useEffect, useState } from 'react';

export function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
