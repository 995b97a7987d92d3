import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ballTurn, type RevealPlan } from './reveal';
import { isRed, pocketColour, wheelOrder } from './roulette-layout';

/**
 * A European wheel drawn in SVG: 37 pockets in the wheel's order, the cone and its turret. On
 * a new result the wheel turns and the ball runs the other way on the track, then drops into
 * its pocket; the wheel always comes to rest upright, so the ball's place is the pocket's.
 */

const pockets = wheelOrder.length;
const step = 360 / pockets;
const [pocketInner, pocketOuter, trackRadius, restRadius] = [56, 78, 88, 66];

function polar(radius: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [radius * Math.cos(radians), radius * Math.sin(radians)];
}

/** The outline of a pocket's sector between two radii. */
function sectorPath(index: number): string {
  const [from, to] = [index * step - step / 2, index * step + step / 2];
  const [ax, ay] = polar(pocketOuter, from);
  const [bx, by] = polar(pocketOuter, to);
  const [cx, cy] = polar(pocketInner, to);
  const [dx, dy] = polar(pocketInner, from);
  const f = (value: number) => value.toFixed(2);
  return `M${f(ax)} ${f(ay)}A${pocketOuter} ${pocketOuter} 0 0 1 ${f(bx)} ${f(by)}L${f(cx)} ${f(cy)}A${pocketInner} ${pocketInner} 0 0 0 ${f(dx)} ${f(dy)}Z`;
}

const pocketFill = (pocket: number) =>
  pocket === 0 ? '#0f8a4f' : isRed(pocket) ? '#b3202a' : '#16181c';

/** The wheel's face, drawn once. */
function WheelFace() {
  return (
    <g>
      <circle r="99" fill="url(#tblWood)" />
      <circle r="93" fill="#3b2412" />
      <circle r={trackRadius + 5} fill="#f3ead2" />
      <circle r={trackRadius - 5} fill="#2b1a0e" />
      <g className="tbl-wheel__rotor">
        {wheelOrder.map((pocket, index) => (
          <path
            key={pocket}
            d={sectorPath(index)}
            fill={pocketFill(pocket)}
            stroke="#d9b565"
            strokeWidth="0.8"
          />
        ))}
        {wheelOrder.map((pocket, index) => {
          const [x, y] = polar((pocketInner + pocketOuter) / 2 + 4, index * step);
          return (
            <text
              key={pocket}
              x={x}
              y={y}
              fill="#fff"
              fontSize="8"
              fontWeight="700"
              textAnchor="middle"
              dominantBaseline="central"
              transform={`rotate(${index * step} ${x} ${y})`}
            >
              {pocket}
            </text>
          );
        })}
        <circle r={pocketInner} fill="url(#tblCone)" stroke="#d9b565" strokeWidth="1.2" />
        <circle r="34" fill="none" stroke="#d9b565" strokeOpacity="0.5" />
        <g fill="#e3c26f" stroke="#8a6a22" strokeWidth="0.6">
          {[0, 90, 180, 270].map((degrees) => (
            <path key={degrees} d="M-2.5 0 0-26 2.5 0Z" transform={`rotate(${degrees})`} />
          ))}
          <circle r="8" />
          <circle r="3.5" fill="#fff6d8" />
        </g>
      </g>
    </g>
  );
}

export function RouletteWheel({
  pocket,
  fromPocket,
  plan,
  isFresh,
  isResting = false,
}: {
  pocket: number;
  fromPocket: number;
  plan: RevealPlan | null;
  isFresh: boolean;
  isResting?: boolean;
}) {
  const { t } = useTranslation();
  const toIndex = Math.max(0, wheelOrder.indexOf(pocket));
  const fromIndex = Math.max(0, wheelOrder.indexOf(fromPocket));
  const { fromDeg, toDeg } = ballTurn({ fromIndex, toIndex, pockets, turns: 3 });
  const isSpinning = isFresh && plan !== null && plan.motionMs > 0;
  const style = {
    '--spin-ms': `${plan?.motionMs ?? 0}ms`,
    '--ball-from': `${fromDeg}deg`,
    '--ball-to': `${toDeg}deg`,
    '--ball-rest': `${toIndex * step}deg`,
    '--track-y': `${-trackRadius}px`,
    '--rest-y': `${-restRadius}px`,
    '--done-at': `${isSpinning ? (plan?.doneAtMs ?? 0) : 0}ms`,
  } as CSSProperties;
  const colour = pocketColour(pocket);
  return (
    <div
      className={`tbl-wheel ${isSpinning ? 'tbl-wheel--spinning' : ''}`}
      style={style}
      data-testid="roulette-wheel"
      data-pocket={pocket}
    >
      <svg
        viewBox="-100 -100 200 200"
        className="tbl-wheel__svg"
        role="img"
        aria-label={t('tables.stage.wheel')}
      >
        <defs>
          <radialGradient id="tblWood" r="0.5">
            <stop offset="0.85" stopColor="#6b3f1d" />
            <stop offset="1" stopColor="#3a200c" />
          </radialGradient>
          <radialGradient id="tblCone" r="0.5">
            <stop offset="0" stopColor="#7a4a22" />
            <stop offset="1" stopColor="#4a2a10" />
          </radialGradient>
        </defs>
        <g className="tbl-wheel__turn">
          <WheelFace />
        </g>
        <g className="tbl-wheel__ball-turn">
          <g className="tbl-wheel__ball-drop">
            <circle r="4.2" fill="#fbfbf8" stroke="#9aa0a6" strokeWidth="0.8" />
            <circle r="1.4" cx="-1.3" cy="-1.3" fill="#fff" />
          </g>
        </g>
      </svg>
      {!isResting && (
        <output
          className={`tbl-wheel__pocket tbl-pocket tbl-pocket--${colour}`}
          data-testid="roulette-pocket"
        >
          {pocket}
        </output>
      )}
    </div>
  );
}
