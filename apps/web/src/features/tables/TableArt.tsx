import type { ReactNode } from 'react';
import { useId } from 'react';

/**
 * The tables' own artwork in SVG: playing cards (face and back), dice faces and the small
 * icons of the controls. Drawn here, so no picture is fetched for a table.
 */

const rankTexts = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** Suits in the order of the wire (0 spades, 1 hearts, 2 diamonds, 3 clubs), in a 10 × 10 box. */
function SuitShape({ suit }: { suit: number }) {
  switch (suit) {
    case 1:
      return (
        <path d="M5 9.4C5 9.4 0 6 0 3.1 0 1.4 1.3 0 2.9 0 3.9 0 4.6.6 5 1.4 5.4.6 6.1 0 7.1 0 8.7 0 10 1.4 10 3.1 10 6 5 9.4 5 9.4Z" />
      );
    case 2:
      return <path d="M5 0 9 5 5 10 1 5Z" />;
    case 3:
      return (
        <>
          <circle cx="5" cy="2.7" r="2.3" />
          <circle cx="2.5" cy="6" r="2.3" />
          <circle cx="7.5" cy="6" r="2.3" />
          <path d="M4.4 5.6 3.3 10h3.4L5.6 5.6Z" />
        </>
      );
    default:
      return (
        <path d="M5 0C5 0 0 3.9 0 6.3 0 7.8 1.2 8.8 2.5 8.8 3.4 8.8 4.1 8.4 4.5 7.8 4.4 8.8 4 9.5 3.2 10h3.6C6 9.5 5.6 8.8 5.5 7.8 5.9 8.4 6.6 8.8 7.5 8.8 8.8 8.8 10 7.8 10 6.3 10 3.9 5 0 5 0Z" />
      );
  }
}

/** Whether a suit is red (hearts, diamonds). */
/** A card's rank and suit in its corner (drawn again upside down in the other). */
function CardCorner({ text, suit }: { text: string; suit: number }) {
  return (
    <>
      <text
        x="4.5"
        y="13"
        fontSize={text.length > 1 ? 10 : 12}
        fontWeight="700"
        fontFamily="Georgia, serif"
      >
        {text}
      </text>
      <g transform="translate(4.5 16) scale(0.75)">
        <SuitShape suit={suit} />
      </g>
    </>
  );
}

export const isRedSuit = (suit: number) => suit === 1 || suit === 2;

/** A card's face: rank and suit in two corners, the suit large in the middle. */
export function CardFace({ rank, suit }: { rank: number; suit: number }) {
  const colour = isRedSuit(suit) ? '#c0262d' : '#1b1f24';
  const text = rankTexts[rank - 1] ?? '?';
  const isCourt = rank >= 11;
  return (
    <svg viewBox="0 0 50 70" className="tbl-card-art" aria-hidden="true">
      <rect x="0.5" y="0.5" width="49" height="69" rx="5" fill="#fdfbf5" stroke="#cfc7b3" />
      {isCourt && (
        <rect
          x="9"
          y="12"
          width="32"
          height="46"
          rx="3"
          fill="none"
          stroke={colour}
          strokeOpacity="0.35"
          strokeWidth="1.2"
        />
      )}
      <g fill={colour}>
        <CardCorner text={text} suit={suit} />
        <g transform="rotate(180 25 35)">
          <CardCorner text={text} suit={suit} />
        </g>
        {isCourt ? (
          <>
            <text
              x="25"
              y="41"
              fontSize="17"
              fontWeight="700"
              textAnchor="middle"
              fontFamily="Georgia, serif"
            >
              {text}
            </text>
            <g transform="translate(20 44) scale(1)">
              <SuitShape suit={suit} />
            </g>
          </>
        ) : (
          <g transform="translate(15 25) scale(2)">
            <SuitShape suit={suit} />
          </g>
        )}
      </g>
    </svg>
  );
}

/** A card's back in the brand's colours: a lattice inside a gold frame. */
export function CardBack() {
  const id = useId().replace(/:/g, '');
  return (
    <svg viewBox="0 0 50 70" className="tbl-card-art" aria-hidden="true">
      <defs>
        <pattern
          id={`lattice${id}`}
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="6" height="6" fill="var(--tbl-back, #0b5e40)" />
          <path d="M0 0h6M0 0v6" stroke="#f5d27a" strokeOpacity="0.45" strokeWidth="1" />
        </pattern>
      </defs>
      <rect x="0.5" y="0.5" width="49" height="69" rx="5" fill="#fdfbf5" stroke="#cfc7b3" />
      <rect
        x="3.5"
        y="3.5"
        width="43"
        height="63"
        rx="3.5"
        fill={`url(#lattice${id})`}
        stroke="#e3b04b"
      />
      <circle
        cx="25"
        cy="35"
        r="8"
        fill="var(--tbl-back, #0b5e40)"
        stroke="#e3b04b"
        strokeWidth="1.2"
      />
      <path d="M25 29.5 27 33.5 31 35 27 36.5 25 40.5 23 36.5 19 35 23 33.5Z" fill="#f5d27a" />
    </svg>
  );
}

/** Where a die's pips sit (of a 3 × 3 grid, 0 top left … 8 bottom right) for each face. */
const pipPlaces: Record<number, number[]> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** A die's face: ivory with its pips, the one and four in red as on Asian dice. */
export function DieFace({ value, className }: { value: number; className?: string }) {
  const pipColour = value === 1 || value === 4 ? '#c0262d' : '#1b1f24';
  return (
    <svg viewBox="0 0 30 30" className={className ?? 'tbl-die-face'} aria-hidden="true">
      <rect
        x="1"
        y="1"
        width="28"
        height="28"
        rx="6"
        fill="#fdfbf5"
        stroke="#d8cfbb"
        strokeWidth="1.5"
      />
      {(pipPlaces[value] ?? []).map((place) => (
        <circle
          key={place}
          cx={7.5 + (place % 3) * 7.5}
          cy={7.5 + Math.floor(place / 3) * 7.5}
          r={value === 1 ? 4 : 2.6}
          fill={pipColour}
        />
      ))}
    </svg>
  );
}

/** A small line icon of the controls, drawn in the text colour. */
export function ControlIcon({ name, size = 20 }: { name: ControlIconName; size?: number }) {
  const paths: Record<ControlIconName, ReactNode> = {
    undo: <path d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />,
    clear: (
      <>
        <path d="M4 7h16M10 11v6M14 11v6" />
        <path d="M6 7l1 13h10l1-13M9 7V4h6v3" />
      </>
    ),
    repeat: (
      <>
        <path d="M17 2l4 4-4 4" />
        <path d="M3 11v-1a4 4 0 0 1 4-4h14M7 22l-4-4 4-4" />
        <path d="M21 13v1a4 4 0 0 1-4 4H3" />
      </>
    ),
    double: (
      <>
        <circle cx="9" cy="12" r="6" />
        <circle cx="15" cy="12" r="6" />
      </>
    ),
    info: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v6M12 7.5v.5" />
      </>
    ),
    soundOn: (
      <>
        <path d="M4 9h4l5-4v14l-5-4H4z" />
        <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
      </>
    ),
    soundOff: (
      <>
        <path d="M4 9h4l5-4v14l-5-4H4z" />
        <path d="M17 9l5 6M22 9l-5 6" />
      </>
    ),
    bets: (
      <>
        <rect x="4" y="3" width="16" height="18" rx="2" />
        <path d="M8 8h8M8 12h8M8 16h5" />
      </>
    ),
    check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
    cross: <path d="M6 6l12 12M18 6L6 18" />,
    auto: (
      <>
        <rect x="5" y="8" width="14" height="11" rx="3" />
        <path d="M12 8V4M9.5 13v1M14.5 13v1M2.5 12.5v3M21.5 12.5v3" />
        <circle cx="12" cy="3.5" r="1.2" />
      </>
    ),
  };
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="tbl-icon"
    >
      {paths[name]}
    </svg>
  );
}

export type ControlIconName =
  | 'undo'
  | 'clear'
  | 'repeat'
  | 'double'
  | 'info'
  | 'soundOn'
  | 'soundOff'
  | 'bets'
  | 'check'
  | 'cross'
  | 'auto';
