import { useEffect, useState } from 'react';

/**
 * The value once its content has stopped changing for `ms` (the checker runs when the user
 * pauses). Compared by content, so a parent that re-renders with an equal new object does not
 * keep restarting the wait.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}
