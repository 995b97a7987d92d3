import {
  languages,
  pointRewardKinds,
  type DeskReward,
  type PointRewardKind,
} from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/FormDialog';
import { rewardInputOf } from './points-form';
import type { PointsChanges } from './points.api';

/** The longest name and description of a reward (the server's limits). */
const nameLengthMax = 60;
const descriptionLengthMax = 300;

/** A reward's name and description in each language, stacked, each named by its path. */
function TextFields({ reward }: { reward: DeskReward | null }) {
  const { t } = useTranslation();
  return (
    <>
      <h3>{t('pointsDesk.rewardForm.textsTitle')}</h3>
      <p className="ops-hint">{t('pointsDesk.rewardForm.textsHint')}</p>
      {languages.map((language) => {
        const words = { language: t(`pointsDesk.languages.${language}`) };
        const text = reward?.texts[language];
        return (
          <fieldset key={language} className="ops-wide points-texts" lang={language}>
            <legend>{words.language}</legend>
            <label>
              {t('pointsDesk.rewardForm.name', words)}
              <input
                name={`texts.${language}.name`}
                maxLength={nameLengthMax}
                defaultValue={text?.name ?? ''}
                data-testid={`reward-name-${language}`}
              />
            </label>
            <label>
              {t('pointsDesk.rewardForm.description', words)}
              <textarea
                name={`texts.${language}.description`}
                rows={2}
                maxLength={descriptionLengthMax}
                defaultValue={text?.description ?? ''}
              />
            </label>
          </fieldset>
        );
      })}
    </>
  );
}

/**
 * Creates or edits a reward of the point mall: what it gives (cash, a bonus with its turnover,
 * an item), its price in points, its stock and limit per member, and its texts in each
 * language. An empty stock or limit is unlimited.
 */
export function RewardDialog({
  reward,
  currency,
  changes,
  onClose,
}: {
  reward: DeskReward | null;
  currency: string;
  changes: PointsChanges;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<PointRewardKind>(reward?.kind ?? 'cash');
  return (
    <FormDialog
      title={t(reward ? 'pointsDesk.rewardForm.editTitle' : 'pointsDesk.rewardForm.createTitle')}
      testId="reward-form"
      submitTestId="reward-save"
      submitLabel={t('pointsDesk.rewardForm.save')}
      isWide
      onClose={onClose}
      onSend={(form) => {
        const input = rewardInputOf(form, kind);
        return reward ? changes.updateReward(reward.id, input) : changes.createReward(input);
      }}
    >
      <label>
        {t('pointsDesk.rewardForm.kind')}
        <select
          name="kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as PointRewardKind)}
          data-testid="reward-kind"
        >
          {pointRewardKinds.map((each) => (
            <option key={each} value={each}>
              {t(`pointsDesk.rewards.kind.${each}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('pointsDesk.rewardForm.points')}
        <input
          name="points"
          inputMode="numeric"
          maxLength={10}
          defaultValue={reward?.points ?? ''}
          data-testid="reward-points"
        />
      </label>
      {kind !== 'item' && (
        <label>
          {t('pointsDesk.rewardForm.amount', { currency })}
          <input
            name="amount"
            inputMode="decimal"
            maxLength={30}
            defaultValue={reward?.amount ?? ''}
            data-testid="reward-amount"
          />
        </label>
      )}
      {kind === 'bonus' && (
        <label>
          {t('pointsDesk.rewardForm.turnoverMultiple')}
          <input
            name="turnoverMultiple"
            inputMode="numeric"
            maxLength={3}
            defaultValue={reward?.turnoverMultiple ?? 1}
          />
        </label>
      )}
      <p className="ops-hint">{t(`pointsDesk.rewardForm.kindHint.${kind}`)}</p>
      <label>
        {t('pointsDesk.rewardForm.stock')}
        <input
          name="stock"
          inputMode="numeric"
          maxLength={10}
          defaultValue={reward?.stock ?? ''}
          data-testid="reward-stock"
        />
      </label>
      <label>
        {t('pointsDesk.rewardForm.memberLimit')}
        <input
          name="memberLimit"
          inputMode="numeric"
          maxLength={7}
          defaultValue={reward?.memberLimit ?? ''}
          data-testid="reward-member-limit"
        />
      </label>
      <label>
        {t('pointsDesk.rewardForm.sortOrder')}
        <input
          name="sortOrder"
          inputMode="numeric"
          maxLength={5}
          defaultValue={reward?.sortOrder ?? 0}
        />
      </label>
      <label className="ops-check">
        <input
          type="checkbox"
          name="isActive"
          defaultChecked={reward?.isActive ?? true}
          data-testid="reward-active"
        />
        {t('pointsDesk.rewardForm.isActive')}
      </label>
      <TextFields reward={reward} />
    </FormDialog>
  );
}
