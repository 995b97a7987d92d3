import { useTranslation } from 'react-i18next';
import './slot-symbol.css';

/** A symbol's colours: the tile's gradient and the mark drawn on it. */
const palettes: Record<string, [string, string, string]> = {
  tiger: ['#ff9a3c', '#c2410c', '#1c1917'],
  dragon: ['#34d399', '#047857', '#fef3c7'],
  lotus: ['#f9a8d4', '#be185d', '#fff1f2'],
  koi: ['#fb923c', '#b91c1c', '#fff7ed'],
  coin: ['#fde047', '#b45309', '#78350f'],
  fan: ['#a78bfa', '#6d28d9', '#f5f3ff'],
  lantern: ['#f87171', '#991b1b', '#fde68a'],
  jade: ['#6ee7b7', '#065f46', '#ecfdf5'],
  seven: ['#fecaca', '#dc2626', '#ffffff'],
  'triple-bar': ['#bfdbfe', '#1d4ed8', '#ffffff'],
  'double-bar': ['#c7d2fe', '#4338ca', '#ffffff'],
  bar: ['#ddd6fe', '#6d28d9', '#ffffff'],
  cherry: ['#fecdd3', '#e11d48', '#14532d'],
  wild: ['#fde68a', '#d97706', '#7c2d12'],
  scatter: ['#67e8f9', '#0e7490', '#ecfeff'],
  ace: ['#93c5fd', '#1e40af', '#eff6ff'],
  king: ['#c4b5fd', '#5b21b6', '#f5f3ff'],
  queen: ['#f9a8d4', '#9d174d', '#fdf2f8'],
  jack: ['#86efac', '#15803d', '#f0fdf4'],
  ten: ['#fdba74', '#c2410c', '#fff7ed'],
};

const royals: Record<string, string> = { ace: 'A', king: 'K', queen: 'Q', jack: 'J', ten: '10' };

/** The drawing of a symbol on its tile (a 100 × 100 box). */
function Mark({ symbol, ink, label }: { symbol: string; ink: string; label: string }) {
  const royal = royals[symbol];
  if (royal) {
    return (
      <text
        x="50"
        y="67"
        textAnchor="middle"
        fontSize={royal.length > 1 ? 42 : 50}
        fontWeight="800"
        fill={ink}
      >
        {royal}
      </text>
    );
  }
  switch (symbol) {
    case 'tiger':
      return (
        <g fill={ink}>
          <circle cx="50" cy="54" r="26" fill="#fdba74" />
          <path d="M30 32 l8 12 l-14 0z M70 32 l-8 12 l14 0z" />
          <path
            d="M38 44 l6 8 M62 44 l-6 8 M50 40 v10 M34 60 h10 M56 60 h10"
            stroke={ink}
            strokeWidth="4"
            strokeLinecap="round"
          />
          <circle cx="42" cy="54" r="3.5" />
          <circle cx="58" cy="54" r="3.5" />
          <path d="M44 66 q6 6 12 0" stroke={ink} strokeWidth="3" fill="none" />
        </g>
      );
    case 'dragon':
      return (
        <g fill="none" stroke={ink} strokeWidth="6" strokeLinecap="round">
          <path d="M22 64 q14 -30 28 -8 q14 22 28 -10" />
          <circle cx="78" cy="44" r="5" fill={ink} />
          <path d="M30 72 l-6 8 M46 64 l-2 10 M62 66 l4 9" strokeWidth="4" />
        </g>
      );
    case 'lotus':
    case 'fan':
      return (
        <g fill={ink} opacity="0.95">
          {[-60, -30, 0, 30, 60].map((angle) => (
            <ellipse
              key={angle}
              cx="50"
              cy="40"
              rx="9"
              ry="24"
              transform={`rotate(${angle} 50 66)`}
            />
          ))}
          <rect x="28" y="66" width="44" height="6" rx="3" />
        </g>
      );
    case 'koi':
      return (
        <g fill={ink}>
          <path d="M20 50 q30 -26 56 0 q-26 26 -56 0z" />
          <path d="M74 50 l12 -12 v24z" />
          <circle cx="32" cy="47" r="3" fill="#b91c1c" />
        </g>
      );
    case 'coin':
      return (
        <g>
          <circle cx="50" cy="50" r="28" fill="#facc15" stroke={ink} strokeWidth="4" />
          <rect x="42" y="42" width="16" height="16" fill="none" stroke={ink} strokeWidth="4" />
        </g>
      );
    case 'lantern':
      return (
        <g fill={ink}>
          <rect x="44" y="18" width="12" height="8" rx="2" />
          <ellipse cx="50" cy="52" rx="24" ry="26" />
          <path d="M36 52 h28" stroke="#991b1b" strokeWidth="3" />
          <rect x="46" y="78" width="8" height="10" rx="2" />
        </g>
      );
    case 'jade':
      return (
        <g>
          <path d="M50 18 L78 50 L50 82 L22 50z" fill={ink} />
          <path d="M50 30 L66 50 L50 70 L34 50z" fill="#10b981" />
        </g>
      );
    case 'seven':
      return (
        <text
          x="50"
          y="76"
          textAnchor="middle"
          fontSize="70"
          fontWeight="900"
          fill={ink}
          stroke="#7f1d1d"
          strokeWidth="3"
        >
          7
        </text>
      );
    case 'triple-bar':
    case 'double-bar':
    case 'bar': {
      const count = symbol === 'triple-bar' ? 3 : symbol === 'double-bar' ? 2 : 1;
      const top = 50 - count * 9;
      return (
        <g fill={ink} stroke="#1e1b4b" strokeWidth="2">
          {Array.from({ length: count }, (_, index) => (
            <rect key={index} x="20" y={top + index * 18} width="60" height="14" rx="4" />
          ))}
        </g>
      );
    }
    case 'cherry':
      return (
        <g>
          <path
            d="M36 62 q8 -30 24 -40 M64 62 q-2 -24 -4 -40"
            stroke={ink}
            strokeWidth="4"
            fill="none"
          />
          <circle cx="36" cy="66" r="13" fill="#e11d48" />
          <circle cx="64" cy="66" r="13" fill="#be123c" />
        </g>
      );
    case 'scatter':
      return (
        <path
          d="M50 14 L59 40 L86 40 L64 56 L72 82 L50 66 L28 82 L36 56 L14 40 L41 40z"
          fill={ink}
          stroke="#155e75"
          strokeWidth="3"
        />
      );
    case 'wild':
      return (
        <text
          x="50"
          y="60"
          textAnchor="middle"
          fontSize={label.length > 5 ? 18 : 24}
          fontWeight="900"
          fill={ink}
        >
          {label}
        </text>
      );
    default:
      return null;
  }
}

/** One reel symbol, drawn by us: a tile with the symbol's colours and its mark. */
export function SlotSymbol({ symbol, isWinning = false }: { symbol: string; isWinning?: boolean }) {
  const { t } = useTranslation();
  if (symbol === 'blank' || symbol === '') {
    return <span className="slot-symbol slot-symbol--blank" aria-hidden="true" />;
  }
  const [light, dark, ink] = palettes[symbol] ?? ['#e5e7eb', '#6b7280', '#111827'];
  const label = t(`slots.symbols.${symbol}`, { defaultValue: symbol });
  const id = `sym-${symbol}`;
  return (
    <span
      className={`slot-symbol ${isWinning ? 'slot-symbol--win' : ''}`}
      role="img"
      aria-label={label}
      data-symbol={symbol}
    >
      <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true">
        <defs>
          <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={light} />
            <stop offset="1" stopColor={dark} />
          </linearGradient>
        </defs>
        <rect x="5" y="5" width="90" height="90" rx="18" fill={`url(#${id})`} />
        <rect x="5" y="5" width="90" height="45" rx="18" fill="#ffffff" opacity="0.14" />
        <Mark symbol={symbol} ink={ink} label={symbol === 'wild' ? t('slots.symbols.wild') : ''} />
      </svg>
    </span>
  );
}
