import type { PointRewardKind } from '@khela/contracts';

/** A four-pointed sparkle at (x, y). */
function Sparkle({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <path
      transform={`translate(${x} ${y}) scale(${scale})`}
      d="M0-6 1.6-1.6 6 0 1.6 1.6 0 6-1.6 1.6-6 0-1.6-1.6Z"
      fill="#fff"
      opacity="0.9"
    />
  );
}

/** A stack of gold coins standing at (x, bottom). */
function CoinStack({ x, bottom, count }: { x: number; bottom: number; count: number }) {
  return (
    <g>
      {Array.from({ length: count }, (_, index) => {
        const y = bottom - index * 7;
        return (
          <g key={index}>
            <path d={`M${x - 18} ${y}v5a18 6 0 0 0 36 0v-5`} fill="#b5821d" />
            <ellipse cx={x} cy={y} rx="18" ry="6" fill="#f3c75c" stroke="#9a6f14" />
          </g>
        );
      })}
      <ellipse
        cx={x}
        cy={bottom - (count - 1) * 7}
        rx="11"
        ry="3.4"
        fill="none"
        stroke="#9a6f14"
        opacity="0.7"
      />
    </g>
  );
}

/** Cash: two banknotes and a stack of coins. */
function CashArt() {
  return (
    <>
      <ellipse cx="82" cy="90" rx="56" ry="5" fill="#000" opacity="0.2" />
      <rect
        x="26"
        y="30"
        width="84"
        height="44"
        rx="6"
        fill="#1c8c5c"
        stroke="#bff3d4"
        strokeWidth="2"
        transform="rotate(-12 68 52)"
      />
      <g transform="rotate(5 70 58)">
        <rect x="28" y="36" width="84" height="44" rx="6" fill="#2cb476" stroke="#e0ffec" />
        <rect
          x="34"
          y="42"
          width="72"
          height="32"
          rx="4"
          fill="none"
          stroke="#e0ffec"
          opacity="0.55"
        />
        <circle cx="70" cy="58" r="10" fill="#e0ffec" opacity="0.9" />
        <circle cx="70" cy="58" r="5" fill="#2cb476" />
      </g>
      <CoinStack x={126} bottom={80} count={4} />
      <Sparkle x={30} y={20} />
      <Sparkle x={140} y={30} scale={0.7} />
    </>
  );
}

/** Bonus: a wrapped gift with a bow and a percent badge. */
function BonusArt() {
  return (
    <>
      <ellipse cx="80" cy="90" rx="44" ry="5" fill="#000" opacity="0.2" />
      <rect x="50" y="48" width="60" height="40" rx="4" fill="#c93a32" />
      <rect x="50" y="48" width="60" height="5" fill="#000" opacity="0.15" />
      <rect x="46" y="36" width="68" height="14" rx="3" fill="#e5544a" />
      <rect x="74" y="36" width="12" height="52" fill="#f8d77f" />
      <path d="M80 36C66 18 52 28 64 36Z" fill="#f8d77f" stroke="#b5821d" />
      <path d="M80 36C94 18 108 28 96 36Z" fill="#f8d77f" stroke="#b5821d" />
      <circle cx="80" cy="35" r="4.5" fill="#e0a42c" />
      <circle cx="126" cy="30" r="15" fill="#fff" />
      <circle cx="120.5" cy="24.5" r="3.2" fill="none" stroke="#c0392b" strokeWidth="2.4" />
      <circle cx="131.5" cy="35.5" r="3.2" fill="none" stroke="#c0392b" strokeWidth="2.4" />
      <path d="M132 22 120 38" stroke="#c0392b" strokeWidth="2.6" strokeLinecap="round" />
      <Sparkle x={34} y={26} />
      <Sparkle x={128} y={74} scale={0.7} />
    </>
  );
}

/** Item: a parcel on its way, taped and labelled. */
function ItemArt() {
  return (
    <>
      <ellipse cx="80" cy="92" rx="42" ry="5" fill="#000" opacity="0.25" />
      <path d="M80 22 118 38 80 54 42 38Z" fill="#f2c88f" />
      <path d="M42 38 80 54V92L42 76Z" fill="#c98d4e" />
      <path d="M80 54 118 38V76L80 92Z" fill="#a56c33" />
      <path d="M60 30 68 26.5 106 43 98 46.5Z" fill="#f8e6c4" />
      <path d="M98 46.5 106 43V53L98 56.5Z" fill="#e9cfa0" />
      <path d="M87 67 109 57.5V68L87 77.5Z" fill="#fff" opacity="0.88" />
      <path d="M90 69.5 104 63.5M90 73 100 68.7" stroke="#a56c33" strokeWidth="1.4" />
      <Sparkle x={32} y={24} />
      <Sparkle x={132} y={26} scale={0.8} />
    </>
  );
}

/** Our own art for a reward's kind, drawn over a ground tinted in CSS (points.css). */
export function RewardArt({ kind, isSmall = false }: { kind: PointRewardKind; isSmall?: boolean }) {
  return (
    <div
      className={`reward-art reward-art--${kind}${isSmall ? ' reward-art--small' : ''}`}
      aria-hidden="true"
    >
      <svg viewBox="0 0 160 100" className="reward-art__picture" focusable="false">
        {kind === 'cash' ? <CashArt /> : kind === 'bonus' ? <BonusArt /> : <ItemArt />}
      </svg>
    </div>
  );
}

/** A gold points coin with a star: the balance card's emblem. */
export function PointsCoin() {
  return (
    <svg className="points-card__coin" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="34" r="26" fill="#9a6f14" />
      <circle cx="32" cy="31" r="26" fill="#f3c75c" />
      <circle cx="32" cy="31" r="19" fill="none" stroke="#b5821d" strokeWidth="2.5" />
      <path
        d="M32 18.5 35.7 26.6 44.4 27.5 37.9 33.4 39.7 42 32 37.6 24.3 42 26.1 33.4 19.6 27.5 28.3 26.6Z"
        fill="#fff6d6"
        stroke="#b5821d"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
