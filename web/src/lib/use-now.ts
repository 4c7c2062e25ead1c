import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs`, so that '5 minutes ago' does not stand still and a
 * wait's "due in" counts down and turns overdue with the clock alone.
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
