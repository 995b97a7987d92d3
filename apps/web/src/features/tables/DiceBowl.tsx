import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { dieTurn, type RevealPlan } from './reveal';
import { DieFace } from './TableArt';

/**
 * Three dice in a bowl: cubes in 3D that tumble on a new result and land showing its faces
 * (each face on the cube where a real die has it: 1 opposite 6, 2 opposite 5, 3 opposite 4).
 */

const faceSides: { value: number; side: string }[] = [
  { value: 1, side: 'front' },
  { value: 6, side: 'back' },
  { value: 3, side: 'right' },
  { value: 4, side: 'left' },
  { value: 2, side: 'top' },
  { value: 5, side: 'bottom' },
];

function Cube({ value, index, isTumbling }: { value: number; index: number; isTumbling: boolean }) {
  const { x, y } = dieTurn(value);
  // Whole extra turns keep the landing face; each die turns its own way.
  const spins = [
    { x: 720, y: 360 },
    { x: -360, y: 720 },
    { x: 360, y: -720 },
  ][index] ?? { x: 720, y: 360 };
  const style = {
    '--turn-x': `${x}deg`,
    '--turn-y': `${y}deg`,
    '--from-x': `${x + spins.x}deg`,
    '--from-y': `${y + spins.y}deg`,
    '--hop-delay': `${index * 60}ms`,
  } as CSSProperties;
  return (
    <div
      className={`tbl-die ${isTumbling ? 'tbl-die--tumbling' : ''}`}
      style={style}
      data-testid="sic-bo-die"
      data-value={value}
    >
      <div className="tbl-die__cube">
        {faceSides.map((face) => (
          <div key={face.side} className={`tbl-die__side tbl-die__side--${face.side}`}>
            <DieFace value={face.value} />
          </div>
        ))}
      </div>
    </div>
  );
}

export function DiceBowl({
  dice,
  plan,
  isFresh,
  isResting = false,
}: {
  dice: [number, number, number];
  plan: RevealPlan | null;
  isFresh: boolean;
  isResting?: boolean;
}) {
  const { t } = useTranslation();
  const isTumbling = isFresh && plan !== null && plan.motionMs > 0;
  const total = dice[0] + dice[1] + dice[2];
  return (
    <div
      className={`tbl-bowl ${isResting ? 'tbl-bowl--resting' : ''}`}
      style={{
        ['--tumble-ms' as string]: `${plan?.motionMs ?? 0}ms`,
        ['--done-at' as string]: `${plan?.doneAtMs ?? 0}ms`,
      }}
      role="img"
      aria-label={t('tables.stage.dice', {
        first: dice[0],
        second: dice[1],
        third: dice[2],
        total,
      })}
    >
      <div className="tbl-bowl__dish">
        {dice.map((value, index) => (
          <Cube key={index} value={value} index={index} isTumbling={isTumbling} />
        ))}
      </div>
    </div>
  );
}
