import type { SportCode } from '@khela/contracts';
import type { ReactNode } from 'react';

// Our own line drawings of each sport, on a 24-unit grid in the current text colour; plain
// shapes (a ball, a bat, a reticle, a pad), never a game's or a league's mark.

const drawings: Record<SportCode, ReactNode> = {
  cricket: (
    <>
      <g transform="rotate(35 12 12)">
        <path d="M11 2.5h2v5h-2z" />
        <rect x="9.3" y="7.5" width="5.4" height="13" rx="1.6" />
      </g>
      <circle cx="18.5" cy="18.5" r="2.2" />
    </>
  ),
  football: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8l3.3 2.4-1.3 3.9h-4l-1.3-3.9z" />
      <path d="M12 3v5M15.3 10.4l5-1.5M14 14.3l3 4.2M10 14.3l-3 4.2M8.7 10.4l-5-1.5" />
    </>
  ),
  kabaddi: (
    <>
      <circle cx="8" cy="5" r="2" />
      <path d="M8 7.5l-1 6 3 3v4.5M7 13.5l-3 6.5M7.5 9.5l5.5-2M12 9l7 3" />
      <circle cx="19" cy="8" r="1.6" />
    </>
  ),
  tennis: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8" />
    </>
  ),
  basketball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3v18M5.6 5.6c2.6 2.6 2.6 10.2 0 12.8M18.4 5.6c-2.6 2.6-2.6 10.2 0 12.8" />
    </>
  ),
  volleyball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3c0 5 2 8 7.8 9.5M12 12c-4.3 2.5-7 2.5-9 1M12 12c0 4 1.8 7 4.5 8.3" />
    </>
  ),
  badminton: (
    <>
      <path d="M12 21a3 3 0 0 1-3-3h6a3 3 0 0 1-3 3z" />
      <path d="M9 18L5.5 5.5M15 18l3.5-12.5M12 18V4M7.2 11.5h9.6M6.3 8.3h11.4" />
    </>
  ),
  tableTennis: (
    <>
      <circle cx="9.5" cy="9.5" r="6.5" />
      <path d="M14 14l1.2 1.2M14.6 16.8l1.9 1.9a1.6 1.6 0 0 0 2.2-2.2l-1.9-1.9a1.6 1.6 0 0 0-2.2 2.2z" />
      <circle cx="19.5" cy="5" r="1.8" />
    </>
  ),
  cs2: (
    <>
      <circle cx="12" cy="12" r="7" />
      <path d="M12 2v5M12 17v5M2 12h5M17 12h5" />
      <circle cx="12" cy="12" r="1" />
    </>
  ),
  dota2: (
    <>
      <path d="M12 3l7 3v6c0 4.2-3 7.5-7 9-4-1.5-7-4.8-7-9V6z" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </>
  ),
  lol: (
    <>
      <path d="M5 19L17 7M17 7l1.5-3.5L22 2l-1.5 3.5zM7.5 13.5l3 3M4 17l3 3" />
      <path d="M19 19L10 10M4.5 6.5l2-2 3 3" />
    </>
  ),
  valorant: (
    <>
      <path d="M12 3l9 9-9 9-9-9z" />
      <path d="M12 8v8M8 12h8" />
    </>
  ),
  efootball: (
    <>
      <path d="M6.5 8h11a3.5 3.5 0 0 1 3.4 4.3l-1 4.2a2 2 0 0 1-3.5.8L15 15H9l-1.4 2.3a2 2 0 0 1-3.5-.8l-1-4.2A3.5 3.5 0 0 1 6.5 8z" />
      <path d="M7 10.5v3M5.5 12h3" />
      <circle cx="16" cy="12" r="1.6" />
    </>
  ),
};

/** A sport's icon, decorative (its name is always written beside it). */
export function SportIcon({ sport, size = 20 }: { sport: SportCode; size?: number }) {
  return (
    <svg
      className="sb-sport-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawings[sport]}
    </svg>
  );
}
