import { agentTypes, hasCapability, isAgentType } from '@khela/contracts';
import type { AgentMove, AgentNode, Operator } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatDateTime } from '../../ui/format';
import { MerchantPicker, useMerchantChoice } from '../../ui/MerchantPicker';
import { DeskPager } from './DeskPager';
import { useSingleFlight } from '../../ui/single-flight';
import { AgentApplications } from './AgentApplications';
import { AgentFigures } from './AgentFigures';
import { AwaitingMoves } from './AgentMoves';
import { AgentSettingsPanel, CreateAgentForm } from './AgentSetup';
import { ContractsDesk } from './ContractsDesk';
import { agentKeys, moveMember, setMemberType, useTreeLevel } from './agents.api';

const memberTypes = [0, ...agentTypes] as const;
const reasonLengthMax = 300;

/** The desk's parts: the network (tree, figures, moves), applications, contracts, set-up. */
const sections = [
  'network',
  'applications',
  'contracts',
  'settlements',
  'create',
  'settings',
] as const;
type Section = (typeof sections)[number];
/** The parts only an operator who sets agents up works in. */
const setupSections: readonly Section[] = ['create', 'settings'];

/** A member's type, changed (an agent without a team may become a member again). */
function TypeForm({ node, onDone }: { node: AgentNode; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [type, setType] = useState<(typeof memberTypes)[number]>(
    memberTypes.find((value) => value === node.isAgent) ?? 0,
  );
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setError(null);
      try {
        await setMemberType(node.id, { isAgent: type });
        await onDone();
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      }
    });
  };
  return (
    <form className="ops-form ops-form--narrow" noValidate onSubmit={submit}>
      <label>
        {t('agents.type')}
        <select
          value={type}
          onChange={(event) => setType(Number(event.target.value) as (typeof memberTypes)[number])}
        >
          {memberTypes.map((value) => (
            <option key={value} value={value}>
              {t(`agents.types.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <ErrorNote text={error} testId="agent-type-error" />
      <div className="ops-form__buttons">
        <BusyButton type="submit" isBusy={isBusy}>
          {t('agents.saveType')}
        </BusyButton>
      </div>
    </form>
  );
}

/** A member with its branch moved under another agent (empty: to the top), with a reason. */
function MoveForm({ node, onDone }: { node: AgentNode; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [upline, setUpline] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<AgentMove | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setError(null);
      try {
        setResult(await moveMember(node.id, { upline: upline.trim(), reason: reason.trim() }));
        await onDone();
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      }
    });
  };
  return (
    <form className="ops-form ops-form--narrow" noValidate onSubmit={submit}>
      <p className="ops-hint">{t('agents.moveHint', { count: node.teamSize })}</p>
      <label>
        {t('agents.newUpline')}
        <input
          value={upline}
          maxLength={64}
          autoComplete="off"
          placeholder={t('agents.newUplinePlaceholder')}
          onChange={(event) => setUpline(event.target.value)}
        />
      </label>
      <label>
        {t('agents.reason')}
        <textarea
          rows={2}
          maxLength={reasonLengthMax}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <ErrorNote text={error} testId="agent-move-error" />
      {result && (
        <p className="ops-notice" data-testid="agent-move-result">
          {t(`agents.moveStatus.${result.status}`)}
        </p>
      )}
      <div className="ops-form__buttons">
        <BusyButton type="submit" isBusy={isBusy}>
          {t('agents.move')}
        </BusyButton>
      </div>
    </form>
  );
}

function NodeRow({
  node,
  canSetUp,
  onOpen,
  onFigures,
}: {
  node: AgentNode;
  canSetUp: boolean;
  onOpen: (node: AgentNode) => void;
  onFigures: (node: AgentNode) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [isManaging, setIsManaging] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: agentKeys.all });
  return (
    <>
      <tr data-testid={`agent-node-${node.username}`}>
        <td data-label={t('agents.username')}>
          <button type="button" className="ops-link" onClick={() => onOpen(node)}>
            {node.username}
          </button>
        </td>
        <td data-label={t('agents.type')}>{t(`agents.types.${node.isAgent}`)}</td>
        <td data-label={t('agents.teamSize')} className="ops-number ops-align-end">
          {node.teamSize}
        </td>
        <td data-label={t('agents.directCount')} className="ops-number ops-align-end">
          {node.directCount}
        </td>
        <td data-label={t('agents.joined')}>{formatDateTime(node.createdAt, i18n.language)}</td>
        <td className="ops-actions">
          {isAgentType(node.isAgent) && (
            <button
              type="button"
              className="ops-button ops-button--ghost"
              data-testid={`agent-figures-${node.username}`}
              onClick={() => onFigures(node)}
            >
              {t('agents.figures')}
            </button>
          )}
          {canSetUp && (
            <button
              type="button"
              className="ops-button ops-button--ghost"
              aria-expanded={isManaging}
              onClick={() => setIsManaging((open) => !open)}
            >
              {t('agents.manage')}
            </button>
          )}
        </td>
      </tr>
      {isManaging && (
        <tr>
          <td colSpan={6}>
            <div className="ops-subpanel" data-testid="agent-manage">
              <TypeForm node={node} onDone={refresh} />
              <MoveForm node={node} onDone={refresh} />
            </div>
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * The agent network: the tree a level at a time (top agents first, then anyone's direct
 * downlines), each with its team's size and an agent's figures; agents made and unmade,
 * branches moved with a reason, and large moves waiting for a second operator.
 */
function NetworkSection({ operator, canSetUp }: { operator: Operator; canSetUp: boolean }) {
  const { t } = useTranslation();
  const [parent, setParent] = useState<{ id: string } | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AgentNode | null>(null);
  const level = useTreeLevel(parent?.id ?? null, page);
  const open = (next: { id: string } | null) => {
    setParent(next);
    setPage(1);
  };
  const data = level.data;
  return (
    <>
      <section className="ops-panel" data-testid="ops-agents-tree">
        <nav className="ops-breadcrumbs" aria-label={t('agents.path')}>
          <button type="button" className="ops-link" onClick={() => open(null)}>
            {t('agents.top')}
          </button>
          {data?.path.map((step) => (
            <span key={step.id}>
              {' › '}
              <button type="button" className="ops-link" onClick={() => open(step)}>
                {step.username}
              </button>
            </span>
          ))}
        </nav>
        <ErrorNote text={level.error ? errorText(level.error, t('common.loadFailed')) : null} />
        {level.isPending && <Skeleton />}
        {data && data.nodes.length === 0 && <p className="ops-empty">{t('agents.empty')}</p>}
        {data && data.nodes.length > 0 && (
          <div className="ops-table-wrap">
            <table className="ops-table ops-table--stack" data-testid="agent-tree">
              <thead>
                <tr>
                  <th>{t('agents.username')}</th>
                  <th>{t('agents.type')}</th>
                  <th className="ops-align-end">{t('agents.teamSize')}</th>
                  <th className="ops-align-end">{t('agents.directCount')}</th>
                  <th>{t('agents.joined')}</th>
                  <th>
                    <span className="visually-hidden">{t('agents.manage')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.nodes.map((node) => (
                  <NodeRow
                    key={node.id}
                    node={node}
                    canSetUp={canSetUp}
                    onOpen={open}
                    onFigures={setSelected}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && <DeskPager page={page} totalPages={data.totalPages} onPage={setPage} />}
      </section>
      {selected && (
        <AgentFigures key={selected.id} agent={selected} onClose={() => setSelected(null)} />
      )}
      <AwaitingMoves operator={operator} />
    </>
  );
}

/** A new agent and the network's settings, for the merchant chosen (a platform operator's). */
function SetupSection({ section, operator }: { section: Section; operator: Operator }) {
  const isPlatform = operator.merchantCode === null;
  const choice = useMerchantChoice(isPlatform);
  const { merchant } = choice;
  return (
    <>
      {isPlatform && <MerchantPicker choice={choice} />}
      {(!isPlatform || merchant) &&
        (section === 'create' ? (
          <CreateAgentForm merchant={merchant} />
        ) : (
          <AgentSettingsPanel merchant={merchant} />
        ))}
    </>
  );
}

/**
 * The agents desk: the network, members' applications to become agents, and (for an operator
 * who sets agents up) new agents and the network's settings.
 */
export function AgentsDesk({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const canSetUp = hasCapability(operator.role, 'agentSetup');
  const [section, setSection] = useState<Section>('network');
  const shown = sections.filter((id) => canSetUp || !setupSections.includes(id));
  return (
    <div className="ops-stack">
      <section className="ops-panel" data-testid="ops-agents">
        <h1>{t('agents.title')}</h1>
        <div className="ops-tabs" role="group" aria-label={t('agents.sectionsLabel')}>
          {shown.map((id) => (
            <button
              key={id}
              type="button"
              className="ops-tab"
              aria-pressed={section === id}
              data-testid={`agents-tab-${id}`}
              onClick={() => setSection(id)}
            >
              {t(`agents.sections.${id}`)}
            </button>
          ))}
        </div>
      </section>
      {section === 'network' && <NetworkSection operator={operator} canSetUp={canSetUp} />}
      {section === 'applications' && <AgentApplications canDecide={canSetUp} />}
      {(section === 'contracts' || section === 'settlements') && (
        <ContractsDesk key={section} section={section} operator={operator} />
      )}
      {setupSections.includes(section) && <SetupSection section={section} operator={operator} />}
    </div>
  );
}
