import { vipLevelsMax, type VipDesk } from '@khela/contracts';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsApiError } from '../../api';
import { BusyButton, ErrorNote } from '../../ui/controls';
import { ConfirmDialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { useSingleFlight } from '../../ui/single-flight';
import { LevelCard } from './LevelCard';
import {
  fieldMessagesOf,
  levelDraftOf,
  levelInputOf,
  levelPathOf,
  nextLevelDraft,
  refusalHint,
  type LevelDraft,
  type RefusalHint,
} from './vip-form';
import { typedAmount } from '../points/points-text';
import { formatCount } from './vip-text';
import type { VipChanges } from './vip.api';

/** A refused field's name for the message above the table: its level and its label. */
function refusedLabel(t: TFunction, currency: string, path: string): string | undefined {
  const where = levelPathOf(path);
  if (!where) return undefined;
  const [group, part] = where.field.split('.');
  const field =
    group === 'rebateRates' && part
      ? t(`games.type.${part}`)
      : group === 'names' && part
        ? t('vipDesk.level.nameIn', { language: t(`vipDesk.languages.${part}`) })
        : t(`vipDesk.level.${group ?? ''}`, { currency, defaultValue: where.field });
  return t('vipDesk.levels.fieldOf', { n: where.index + 1, field });
}

/** What to type instead of a refused value, in words. */
function hintText(t: TFunction, hint: RefusalHint, currency: string): string {
  switch (hint.kind) {
    case 'keepAboveReach':
      return t('vipDesk.refusal.keepAboveReach', { reach: typedAmount(hint.reach, currency) });
    case 'belowLower':
      return t('vipDesk.refusal.belowLower', {
        n: hint.level,
        lower: typedAmount(hint.lower, currency),
      });
    default:
      return t(`vipDesk.refusal.${hint.kind}`);
  }
}

/** Each refused field's message, with what to type instead where the draft shows it. */
function hintedMessages(
  t: TFunction,
  refused: ReadonlyMap<string, string>,
  drafts: readonly LevelDraft[],
  currency: string,
): Map<string, string> {
  return new Map(
    [...refused].map(([path, message]) => {
      const hint = refusalHint(drafts, path, currency);
      if (!hint) return [path, message];
      return [path, t('vipDesk.refusal.withHint', { message, hint: hintText(t, hint, currency) })];
    }),
  );
}

/** The table's draft and what changes it: a level edited, one added on top, the top removed. */
function useLevelDrafts(desk: VipDesk, onChanged: () => void) {
  const [drafts, setDrafts] = useState(() => desk.levels.map(levelDraftOf));
  const [openLevels, setOpenLevels] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number, isOpen: boolean) =>
    setOpenLevels((current) => {
      if (current.has(index) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(index);
      else next.delete(index);
      return next;
    });
  return {
    drafts,
    openLevels,
    toggle,
    openOnly: (indexes: number[]) => setOpenLevels(new Set(indexes)),
    update: (index: number, change: Partial<LevelDraft>) => {
      onChanged();
      setDrafts((current) =>
        current.map((draft, at) => (at === index ? { ...draft, ...change } : draft)),
      );
    },
    add: () => {
      onChanged();
      toggle(drafts.length, true);
      setDrafts((current) => [...current, nextLevelDraft(current.at(-1))]);
    },
    removeTop: () => {
      onChanged();
      toggle(drafts.length - 1, false);
      setDrafts((current) => current.slice(0, -1));
    },
  };
}

/** The level table as typed, sent whole; a refusal opens the levels it names and marks them. */
function LevelsForm({
  desk,
  changes,
  onSaved,
}: {
  desk: VipDesk;
  changes: VipChanges;
  onSaved: (isSaved: boolean) => void;
}) {
  const { t } = useTranslation();
  const levels = useLevelDrafts(desk, () => onSaved(false));
  const { drafts } = levels;
  const [messages, setMessages] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [error, setError] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const { isBusy, run } = useSingleFlight();
  const formRef = useRef<HTMLFormElement>(null);
  // Once the refused levels are open, the first refused field takes the focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [messages]);
  // Members of the levels removed drop to the new top level at their next evaluation.
  const dropping = desk.levels
    .filter((level) => level.rank > drafts.length)
    .reduce((total, level) => total + level.members, 0);
  async function save() {
    setError(null);
    onSaved(false);
    try {
      await changes.saveLevels({ levels: drafts.map(levelInputOf) });
      setMessages(new Map());
      onSaved(true);
    } catch (failure) {
      const fields = failure instanceof OpsApiError ? failure.fields : [];
      const refused = fieldMessagesOf(fields);
      const indexes = [...refused.keys()].flatMap((path) => levelPathOf(path)?.index ?? []);
      levels.openOnly([...new Set(indexes)]);
      setMessages(hintedMessages(t, refused, drafts, desk.currency));
      setError(
        errorText(failure, t('common.failed'), (path) => refusedLabel(t, desk.currency, path)),
      );
    }
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (dropping > 0) setIsConfirming(true);
    else void run(save);
  }
  return (
    <form
      ref={formRef}
      className="ops-form"
      noValidate
      onSubmit={submit}
      data-testid="vip-levels-form"
    >
      <fieldset className="vip-fieldset" disabled={!desk.canEdit}>
        {drafts.length === 0 && <p className="ops-empty">{t('vipDesk.levels.empty')}</p>}
        {drafts.map((draft, index) => (
          <LevelCard
            key={index}
            index={index}
            draft={draft}
            currency={desk.currency}
            windowDays={desk.settings.windowDays}
            messages={messages}
            update={(change) => levels.update(index, change)}
            isOpen={levels.openLevels.has(index)}
            onToggle={(isOpen) => levels.toggle(index, isOpen)}
            members={desk.levels[index]?.members ?? null}
            {...(desk.canEdit && index === drafts.length - 1 ? { onRemove: levels.removeTop } : {})}
          />
        ))}
      </fieldset>
      <ErrorNote text={error} testId="vip-levels-error" />
      {desk.canEdit && (
        <div className="ops-form__buttons vip-levels__buttons">
          <button
            type="button"
            className="ops-button ops-button--ghost"
            disabled={drafts.length >= vipLevelsMax}
            onClick={levels.add}
            data-testid="vip-level-add"
          >
            {t('vipDesk.levels.add')}
          </button>
          <BusyButton isBusy={isBusy} type="submit" data-testid="vip-levels-save">
            {t('vipDesk.levels.save')}
          </BusyButton>
        </div>
      )}
      {isConfirming && (
        <ConfirmDialog
          title={t('vipDesk.levels.confirmTitle')}
          summary={
            <p>
              {t('vipDesk.levels.confirmDrop', {
                count: dropping,
                shown: formatCount(dropping),
                top: drafts.length,
              })}
            </p>
          }
          confirmLabel={t('vipDesk.levels.save')}
          isDanger
          onConfirm={save}
          onClose={() => setIsConfirming(false)}
          testId="vip-levels-confirm"
        />
      )}
    </form>
  );
}

/**
 * The level table, lowest first: what reaching and keeping each level takes over the window,
 * its bonuses and turnover, its rebate per game type and its withdrawal limits. Levels are
 * added and removed at the top; the whole table is saved at once.
 */
export function LevelsPanel({ desk, changes }: { desk: VipDesk; changes: VipChanges }) {
  const { t } = useTranslation();
  const [isSaved, setIsSaved] = useState(false);
  return (
    <section className="ops-panel" data-testid="vip-levels">
      <h2>{t('vipDesk.levels.title')}</h2>
      <p className="ops-hint">{t('vipDesk.levels.intro')}</p>
      {!desk.canEdit && <p className="ops-hint">{t('vipDesk.readOnly')}</p>}
      {/* A change of the table on the server (saved here or elsewhere) starts the form again
          from it; members moving between levels meanwhile do not. */}
      <LevelsForm
        key={JSON.stringify(desk.levels.map(({ members: _members, ...level }) => level))}
        desk={desk}
        changes={changes}
        onSaved={setIsSaved}
      />
      {isSaved && (
        <p className="ops-notice ops-notice--success" role="status" data-testid="vip-levels-saved">
          {t('vipDesk.levels.saved')}
        </p>
      )}
    </section>
  );
}
