import { useTranslation } from 'react-i18next';
import { openNumberDigits } from './verify';

/**
 * An open number in the six places of spec §9, one ball a digit; a shorter number leaves its
 * first places as empty sockets rather than zeros that were not drawn.
 */
export function OpenNumber({
  number,
  size = 'large',
}: {
  number: string;
  size?: 'large' | 'small';
}) {
  const { t } = useTranslation();
  return (
    <span
      className={`open-number open-number--${size}`}
      role="img"
      aria-label={t('lottery.openNumber', { number: [...number].join(' ') })}
      data-testid="open-number"
      data-number={number}
    >
      {openNumberDigits(number).map((digit, place) => (
        <span
          key={place}
          className={
            digit === null ? 'open-number__place open-number__place--empty' : 'open-number__place'
          }
          aria-hidden="true"
        >
          {digit ?? ''}
        </span>
      ))}
    </span>
  );
}
