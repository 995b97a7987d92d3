import { iconIdPrefix, type IconName } from './icon-names';

export type { IconName };

/**
 * An icon tinted with the current text colour: a <use> of the icon's symbol in the page's sprite
 * (build/icon-sprite.ts), so one drawing serves every theme and state, costs no request, and its
 * box has its size before anything loads (no layout shift).
 */
export function Icon({
  name,
  size = 22,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className ? `icon-svg ${className}` : 'icon-svg'}
      width={size}
      height={size}
    >
      <use href={`#${iconIdPrefix}${name}`} />
    </svg>
  );
}
