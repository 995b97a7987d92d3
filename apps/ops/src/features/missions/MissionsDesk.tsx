import type { DeskMission, MissionDesk, Operator } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { MerchantPicker, useMerchantChoice } from '../../ui/MerchantPicker';
import { TimesIn } from '../../ui/ZonedDateTimeField';
import { DeskTimeZone } from '../../ui/zoned-time';
import type { DayRange } from '../rebate/rebate-form';
import { addMissionTexts } from './i18n';
import { MissionDialog } from './MissionDialog';
import { MissionList } from './MissionList';
import { missionNameOf } from './mission-form';
import {
  useMissionChanges,
  useMissionDesk,
  useMissionReport,
  type MerchantChoice,
} from './missions.api';
import { ReportPanel } from './ReportPanel';
import './missions.css';

addMissionTexts();

/** The mission the dialog writes: a new one, one of the list, or none (closed). */
type Editing = { mission: DeskMission | null } | null;

/** The missions of the merchant, with the button that writes a new one where the role may. */
function MissionsPanel({
  desk,
  isFetching,
  savedId,
  onRefresh,
  onEdit,
}: {
  desk: MissionDesk;
  isFetching: boolean;
  /** The mission just written, named in a note above the list. */
  savedId: string | null;
  onRefresh: () => void;
  onEdit: (mission: DeskMission | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const saved = desk.missions.find((mission) => mission.id === savedId);
  return (
    <section className="ops-panel" data-testid="missions-list-panel">
      <div className="ops-section-head">
        <h2>{t('missionsDesk.list.title')}</h2>
        <div className="ops-inline">
          <BusyButton isGhost isBusy={isFetching} onClick={onRefresh}>
            {t('common.refresh')}
          </BusyButton>
          {desk.canEdit && (
            <button
              type="button"
              className="ops-button"
              onClick={() => onEdit(null)}
              data-testid="mission-new"
            >
              {t('missionsDesk.list.create')}
            </button>
          )}
        </div>
      </div>
      <p className="ops-hint">
        {t('missionsDesk.intro')}
        <TimesIn zone={desk.timeZone} />
      </p>
      {!desk.canEdit && (
        <p className="ops-notice" data-testid="missions-read-only">
          {t('missionsDesk.readOnly')}
        </p>
      )}
      {saved && (
        <p className="ops-notice ops-notice--success" role="status" data-testid="mission-saved">
          {t('missionsDesk.list.saved', { name: missionNameOf(saved.names, i18n.language) })}
        </p>
      )}
      <MissionList desk={desk} onEdit={desk.canEdit ? onEdit : undefined} />
    </section>
  );
}

/** One merchant's missions: the list, the dialog that writes one, and what they paid. */
function MerchantMissions({ merchant }: { merchant: MerchantChoice }) {
  const { t } = useTranslation();
  const desk = useMissionDesk(merchant);
  const changes = useMissionChanges(merchant);
  // No range: the server's last 30 days, today included, in the merchant's time zone.
  const [range, setRange] = useState<DayRange | undefined>(undefined);
  const report = useMissionReport(merchant, range);
  const [editing, setEditing] = useState<Editing>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const data = desk.data;
  return (
    <DeskTimeZone value={data?.timeZone}>
      <ErrorNote text={desk.error ? errorText(desk.error, t('common.loadFailed')) : null} />
      {desk.isPending && (
        <section className="ops-panel">
          <Skeleton rows={4} />
        </section>
      )}
      {data && (
        <MissionsPanel
          desk={data}
          isFetching={desk.isFetching}
          savedId={savedId}
          onRefresh={() => void Promise.all([desk.refetch(), report.refetch()])}
          onEdit={(mission) => {
            setSavedId(null);
            setEditing({ mission });
          }}
        />
      )}
      {data && editing && (
        <MissionDialog
          merchant={merchant}
          desk={data}
          mission={editing.mission}
          changes={changes}
          onClose={() => setEditing(null)}
          onSaved={setSavedId}
        />
      )}
      <ReportPanel query={report} range={range} onRange={setRange} />
    </DeskTimeZone>
  );
}

/**
 * The missions desk: the merchant's daily, weekly and event missions with what each asks, pays
 * and has paid; a mission written or rewritten (owners and administrators; never deleted, switched
 * off); and what missions paid over days, per mission.
 */
export function MissionsDesk({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const isPlatform = operator.merchantCode === null;
  const choice = useMerchantChoice(isPlatform);
  const { merchant } = choice;
  return (
    <div className="ops-stack ms-desk" data-testid="missions-desk">
      <h1 className="ms-desk__title">{t('missionsDesk.title')}</h1>
      {isPlatform && <MerchantPicker choice={choice} />}
      {(!isPlatform || merchant) && <MerchantMissions key={merchant ?? ''} merchant={merchant} />}
    </div>
  );
}
