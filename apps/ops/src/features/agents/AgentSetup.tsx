import { agentTypes, type AgentCreateRequest } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText, markRefusedFields } from '../../ui/errors';
import { useSingleFlight } from '../../ui/single-flight';
import {
  agentKeys,
  createAgent,
  saveAgentSettings,
  useAgentSettings,
  type MerchantChoice,
} from './agents.api';

type AgentType = AgentCreateRequest['isAgent'];

/** The longest username and password the contract takes (the merchant's rules say the rest). */
const accountTextMax = 64;
/** The team sizes the server keeps for a second operator's approval. */
const teamSizeMin = 1;
const teamSizeMax = 1_000_000;

/**
 * A new agent account: the merchant's registration rules apply to its username and password;
 * an empty upline puts it at the top of the network.
 */
export function CreateAgentForm({ merchant }: { merchant: MerchantChoice }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isBusy, run } = useSingleFlight();
  const [isAgent, setIsAgent] = useState<AgentType>(agentTypes[0]);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input: AgentCreateRequest = {
      username: String(data.get('username') ?? ''),
      password: String(data.get('password') ?? ''),
      isAgent,
      upline: String(data.get('upline') ?? '')
        .trim()
        .toLowerCase(),
    };
    void run(async () => {
      setError(null);
      setCreated(null);
      try {
        const node = await createAgent(merchant, input);
        form.reset();
        setCreated(node.username);
        await queryClient.invalidateQueries({ queryKey: agentKeys.all });
      } catch (failure) {
        setError(errorText(failure, t('common.failed'), markRefusedFields(form, failure)));
      }
    });
  };
  return (
    <section className="ops-panel" data-testid="agent-create">
      <h2>{t('agents.createTitle')}</h2>
      <p className="ops-hint">{t('agents.createHint')}</p>
      <form className="ops-form ops-form--grid" noValidate onSubmit={submit}>
        <label>
          {t('agents.username')}
          <input name="username" autoComplete="off" maxLength={accountTextMax} required />
        </label>
        <label>
          {t('agents.password')}
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            maxLength={accountTextMax}
            required
          />
        </label>
        <label>
          {t('agents.type')}
          <select
            name="isAgent"
            value={isAgent}
            onChange={(event) =>
              setIsAgent(
                agentTypes.find((value) => value === Number(event.target.value)) ?? agentTypes[0],
              )
            }
          >
            {agentTypes.map((value) => (
              <option key={value} value={value}>
                {t(`agents.types.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('agents.upline')}
          <input
            name="upline"
            autoComplete="off"
            maxLength={accountTextMax}
            placeholder={t('agents.newUplinePlaceholder')}
          />
        </label>
        <BusyButton type="submit" isBusy={isBusy}>
          {t('agents.createButton')}
        </BusyButton>
      </form>
      <ErrorNote text={error} testId="agent-create-error" />
      {created && (
        <p className="ops-notice ops-notice--success" role="status">
          {t('agents.created', { username: created })}
        </p>
      )}
    </section>
  );
}

/** The team size from which moving a member waits for a second operator. */
function SettingsForm({ merchant, size }: { merchant: MerchantChoice; size: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isBusy, run } = useSingleFlight();
  const [value, setValue] = useState(String(size));
  const [error, setError] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void run(async () => {
      setError(null);
      setIsSaved(false);
      try {
        await saveAgentSettings(merchant, { moveDualTeamSize: Number(value) });
        setIsSaved(true);
        await queryClient.invalidateQueries({ queryKey: agentKeys.settings(merchant) });
      } catch (failure) {
        setError(errorText(failure, t('common.failed'), markRefusedFields(form, failure)));
      }
    });
  };
  return (
    <form className="ops-form ops-form--narrow" noValidate onSubmit={submit}>
      <label>
        {t('agents.moveDualTeamSize')}
        <input
          name="moveDualTeamSize"
          type="number"
          inputMode="numeric"
          min={teamSizeMin}
          max={teamSizeMax}
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </label>
      <ErrorNote text={error} testId="agent-settings-error" />
      {isSaved && (
        <p className="ops-notice ops-notice--success" role="status">
          {t('agents.settingsSaved')}
        </p>
      )}
      <div className="ops-form__buttons">
        <BusyButton type="submit" isBusy={isBusy}>
          {t('agents.saveSettings')}
        </BusyButton>
      </div>
    </form>
  );
}

/** The desk's settings of the merchant's agent network. */
export function AgentSettingsPanel({ merchant }: { merchant: MerchantChoice }) {
  const { t } = useTranslation();
  const settings = useAgentSettings(merchant);
  return (
    <section className="ops-panel" data-testid="agent-settings">
      <h2>{t('agents.settingsTitle')}</h2>
      <p className="ops-hint">{t('agents.settingsHint')}</p>
      <ErrorNote text={settings.error ? errorText(settings.error, t('common.loadFailed')) : null} />
      {settings.isPending && <Skeleton rows={1} />}
      {settings.data && (
        <SettingsForm
          key={merchant ?? ''}
          merchant={merchant}
          size={settings.data.moveDualTeamSize}
        />
      )}
    </section>
  );
}
