import { useEffect, useState } from 'react';

/** Seconds left until a moment, ticking every second (never below zero). */
export function useSecondsLeft(until: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((new Date(until).getTime() - now) / 1000));
}

/** Seconds as h:mm:ss, or mm:ss under an hour; fixed width so a ticking timer never jumps. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  if (hours === 0) return `${String(minutes).padStart(2, '0')}:${rest}`;
  return `${hours}:${String(minutes).padStart(2, '0')}:${rest}`;
}
