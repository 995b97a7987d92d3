import { useId } from 'react';

/** A gem's colours: its light face, its deep face and the glow behind it. */
interface GemTone {
  light: string;
  deep: string;
  glow: string;
}

/**
 * The gems of the ranks, lowest first: bronze, silver, gold, then emerald, sapphire, ruby,
 * amethyst and diamond. Ranks beyond the eighth stay diamond and gain stars. These are the art's
 * own colours (a medal is bronze in every brand), drawn with a dark edge so they read on the
 * light and the dark theme alike.
 */
const gemTones: GemTone[] = [
  { light: '#f2b27a', deep: '#8a4a22', glow: '#d98b4f' },
  { light: '#f4f7fb', deep: '#7d8898', glow: '#c4ccd8' },
  { light: '#ffe48a', deep: '#b27b0c', glow: '#f2c23c' },
  { light: '#8ff0c2', deep: '#0a6a47', glow: '#2fc785' },
  { light: '#a9d3ff', deep: '#1c46a8', glow: '#4b8df0' },
  { light: '#ffa3ae', deep: '#8f1028', glow: '#ec4a63' },
  { light: '#dcc2ff', deep: '#54239c', glow: '#a470f0' },
  { light: '#ffffff', deep: '#3d9bc0', glow: '#8fe3ff' },
];
/** The rank whose gem (diamond) the highest ranks keep. */
const lastTone = gemTones.length;
/** The most stars drawn over the top gem, however many ranks there are above it. */
const starsMax = 3;

function toneOf(rank: number): GemTone {
  const index = Math.min(Math.max(rank, 1), lastTone) - 1;
  return gemTones[index] ?? gemTones[0] ?? { light: '#fff', deep: '#000', glow: '#888' };
}

/** A crown over the gem: the levels with their own VIP customer service. */
function Crown({ fill }: { fill: string }) {
  return (
    <path
      d="M20 17 L18 5 L26 11 L32 2 L38 11 L46 5 L44 17 Z"
      fill={fill}
      stroke="#3a2606"
      strokeWidth="1.6"
      strokeLinejoin="round"
    />
  );
}

/** Small stars over a diamond, one for each rank beyond the eighth (up to three). */
function Stars({ count }: { count: number }) {
  const shown = Math.min(count, starsMax);
  const start = 32 - (shown - 1) * 7;
  return (
    <g fill="#fff6c9" stroke="#3a2606" strokeWidth="0.8">
      {Array.from({ length: shown }, (_, index) => {
        const x = start + index * 14;
        return (
          <path
            key={index}
            d={`M${x} 57 l1.6 3.2 3.5 .5 -2.5 2.4 .6 3.5 -3.2 -1.7 -3.2 1.7 .6 -3.5 -2.5 -2.4 3.5 -.5z`}
          />
        );
      })}
    </g>
  );
}

/** The cut gem itself: a table, a crown band and the pavilion, with facet lines and a glint. */
function Gem({ tone, gradientId }: { tone: GemTone; gradientId: string }) {
  return (
    <g strokeLinejoin="round">
      <path
        d="M21 19 H43 L54 31 L32 57 L10 31 Z"
        fill={`url(#${gradientId})`}
        stroke={tone.deep}
        strokeWidth="2"
      />
      <path d="M21 19 H43 L54 31 H10 Z" fill="#fff" opacity="0.28" />
      <path
        d="M10 31 H54 M21 19 L26 31 L32 57 L38 31 L43 19 M26 31 L32 19 L38 31"
        fill="none"
        stroke="#fff"
        strokeWidth="1"
        opacity="0.55"
      />
      <path d="M23 21 H30 L26 29 Z" fill="#fff" opacity="0.85" />
    </g>
  );
}

/**
 * A level's badge, drawn by us: a gem whose cut and colour rise with the rank (bronze to
 * diamond), a crown from the levels with VIP service, stars beyond the eighth rank. Rank 0 (no
 * level yet) is the outline of a gem still to be earned. Decorative: the level's name is beside it.
 */
export function VipBadge({
  rank,
  hasCrown = false,
  size = 64,
  className,
}: {
  rank: number;
  hasCrown?: boolean;
  size?: number;
  className?: string;
}) {
  const id = useId();
  const tone = toneOf(rank);
  const gradientId = `${id}-gem`;
  const glowId = `${id}-glow`;
  return (
    <svg
      className={`vip-badge${className ? ` ${className}` : ''}`}
      viewBox="0 0 64 68"
      width={size}
      height={Math.round((size * 68) / 64)}
      aria-hidden="true"
      focusable="false"
      data-rank={rank}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0.4" y2="1">
          <stop offset="0" stopColor={tone.light} />
          <stop offset="1" stopColor={tone.deep} />
        </linearGradient>
        <radialGradient id={glowId}>
          <stop offset="0" stopColor={tone.glow} stopOpacity="0.55" />
          <stop offset="1" stopColor={tone.glow} stopOpacity="0" />
        </radialGradient>
      </defs>
      {rank <= 0 ? (
        <path
          d="M21 19 H43 L54 31 L32 57 L10 31 Z M10 31 H54"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeDasharray="4 3"
          strokeLinejoin="round"
          opacity="0.6"
        />
      ) : (
        <>
          <circle cx="32" cy="36" r="30" fill={`url(#${glowId})`} />
          <Gem tone={tone} gradientId={gradientId} />
          {hasCrown && <Crown fill="#f6c945" />}
          {rank > lastTone && <Stars count={rank - lastTone} />}
        </>
      )}
    </svg>
  );
}
