import { deskStatuses, type DeskStatus } from '@khela/contracts';
import { useTranslation } from 'react-i18next';

/** Active, maintenance or disabled as three chips; pressing another one changes it at once. */
export function StatusChips({
  value,
  onChange,
  isBusy,
  label,
}: {
  value: DeskStatus;
  onChange: (status: DeskStatus) => void;
  isBusy: boolean;
  /** Names the group for screen readers (which vendor or game). */
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="gd-chips" role="group" aria-label={label}>
      {deskStatuses.map((status) => (
        <button
          key={status}
          type="button"
          className={`gd-chip gd-chip--${status}`}
          aria-pressed={status === value}
          disabled={isBusy}
          onClick={() => {
            if (status !== value) onChange(status);
          }}
        >
          {t(`games.status.${status}`)}
        </button>
      ))}
    </div>
  );
}

/** A switch for a yes/no mark (hot) that saves as soon as it is flipped. */
export function HotSwitch({
  isOn,
  onChange,
  isBusy,
  label,
}: {
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  isBusy: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <label className="gd-switch">
      <input
        type="checkbox"
        role="switch"
        checked={isOn}
        disabled={isBusy}
        aria-label={label}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span aria-hidden="true">{isOn ? t('games.hotOn') : t('games.hotOff')}</span>
    </label>
  );
}
