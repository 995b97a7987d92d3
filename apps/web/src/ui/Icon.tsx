import type { CSSProperties } from 'react';

/** Names of our own icon set under /art/icons. */
export type IconName =
  | 'rng'
  | 'live'
  | 'fish'
  | 'pvp'
  | 'sports'
  | 'esports'
  | 'lottery'
  | 'cockfight'
  | 'home'
  | 'promotions'
  | 'download'
  | 'service'
  | 'chat'
  | 'facebook-generic'
  | 'telegram-generic'
  | 'whatsapp-generic'
  | 'user'
  | 'menu'
  | 'close'
  | 'globe'
  | 'sun'
  | 'moon'
  | 'refresh'
  | 'eye'
  | 'eye-off'
  | 'clock'
  | 'android'
  | 'apple-generic'
  | 'wallet'
  | 'search'
  | 'chevron-left'
  | 'chevron-right'
  | 'chevron-down'
  | 'star'
  | 'bell'
  | 'shield'
  | 'plus'
  | 'transfer'
  | 'withdraw'
  | 'upline'
  | 'history'
  | 'calendar'
  | 'heart'
  | 'heart-filled'
  | 'play'
  | 'flame'
  | 'chevrons-left'
  | 'chevrons-right'
  | '18plus';

/**
 * An icon tinted with the current text colour: the SVG is a CSS mask, so one file serves
 * every theme and state, and its box is sized before it loads (no layout shift).
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
  const style = {
    '--icon-url': `url(/art/icons/${name}.svg)`,
    width: size,
    height: size,
  } as CSSProperties;
  return <span aria-hidden="true" className={`icon-mask ${className ?? ''}`} style={style} />;
}
