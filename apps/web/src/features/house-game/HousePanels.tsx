import type { SlotGame } from '@khela/games';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { formatAmount } from '../../ui/format';
import { Modal } from '../../ui/Modal';
import { Pager } from '../../ui/Pager';
import { houseApi, minorToWire } from './house.api';
import '../account/login-form.css';
import { useFormatDateTime } from '../system/date-time';

/** The verifier page's address for a round whose seed is revealed. */
export function verifyLink(values: {
  game: string;
  scheme: number;
  serverSeed: string;
  hash: string;
  clientSeed: string;
  nonce: number;
  bet: number;
}): string {
  const query = new URLSearchParams({
    game: values.game,
    scheme: String(values.scheme),
    serverSeed: values.serverSeed,
    hash: values.hash,
    clientSeed: values.clientSeed,
    nonce: String(values.nonce),
    bet: String(values.bet),
  });
  return `/fairness?${query.toString()}`;
}

/** Newer and older pages of a list that goes back to the first entry. */
function HousePager(props: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <Pager
      {...props}
      className="slot-pager"
      labels={{
        region: t('houseGame.pages'),
        previous: t('houseGame.newer'),
        next: t('houseGame.older'),
        position: t('houseGame.pageOf', { page: props.page, pages: props.totalPages }),
      }}
    />
  );
}

/** The player's rounds of this game, with a verify link once the seed is revealed. */
export function HistoryPanel({
  game,
  token,
  currency,
  onClose,
}: {
  game: SlotGame;
  token: string;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: ['house', token, 'history', page],
    queryFn: () => houseApi.history(token, page),
    placeholderData: keepPreviousData,
  });
  const rounds = history.data?.rounds ?? [];
  return (
    <Modal isOpen title={t('houseGame.history')} onClose={onClose} testId="house-history" isCompact>
      {history.isPending ? (
        <p aria-busy="true">{t('houseGame.loading')}</p>
      ) : rounds.length === 0 ? (
        <p>{t('houseGame.noRounds')}</p>
      ) : (
        <ul className="slot-history">
          {rounds.map((round) => (
            <li key={round.roundId} className="slot-history__row" data-testid="house-round">
              <span className="slot-history__time">{formatTime(round.createdAt)}</span>
              <span className="tabular">
                {t('houseGame.betWin', {
                  bet: formatAmount(minorToWire(round.betMinor, currency)),
                  win: formatAmount(minorToWire(round.winMinor, currency)),
                })}
              </span>
              {round.spins.length > 1 && (
                <span className="slot-history__free">
                  {t('houseGame.freeSpinsCount', { count: round.spins.length - 1 })}
                </span>
              )}
              {round.serverSeed ? (
                <a
                  href={verifyLink({
                    game: game.id,
                    scheme: round.scheme,
                    serverSeed: round.serverSeed,
                    hash: round.serverSeedHash,
                    clientSeed: round.clientSeed,
                    nonce: round.spins[0]?.nonce ?? 0,
                    bet: round.betMinor,
                  })}
                  target="_blank"
                  rel="noreferrer"
                  data-testid="house-verify"
                >
                  {t('houseGame.verify')}
                </a>
              ) : (
                <span className="slot-history__hint">{t('houseGame.verifyAfterRotate')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <HousePager page={page} totalPages={history.data?.totalPages ?? 1} onPage={setPage} />
    </Modal>
  );
}

/** The seeds: the hash of the active server seed, the client seed to change, revealed seeds. */
export function FairnessPanel({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const fairness = useQuery({
    queryKey: ['house', token, 'fairness', page],
    queryFn: () => houseApi.fairness(token, page),
    placeholderData: keepPreviousData,
  });
  const [clientSeed, setClientSeed] = useState('');
  const rotate = useMutation({
    mutationFn: (seed: string) => houseApi.rotate(token, seed),
    onSuccess: (answer) => {
      setPage(1);
      void queryClient.invalidateQueries({ queryKey: ['house', token, 'fairness'] });
      queryClient.setQueryData(['house', token, 'fairness', 1], answer);
      void queryClient.invalidateQueries({ queryKey: ['house', token, 'history'] });
      setClientSeed('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (clientSeed.trim()) rotate.mutate(clientSeed.trim());
  };
  const active = fairness.data?.active;
  return (
    <Modal
      isOpen
      title={t('houseGame.fairness')}
      onClose={onClose}
      testId="house-fairness"
      isCompact
    >
      <div className="slot-fair">
        <p>{t('houseGame.fairnessIntro')}</p>
        {active && (
          <dl className="slot-fair__seeds">
            <dt>{t('fairness.serverSeedHash')}</dt>
            <dd className="slot-fair__mono" data-testid="fair-hash">
              {active.serverSeedHash}
            </dd>
            <dt>{t('fairness.clientSeed')}</dt>
            <dd className="slot-fair__mono" data-testid="fair-client-seed">
              {active.clientSeed}
            </dd>
            <dt>{t('fairness.nextNonce')}</dt>
            <dd className="tabular">{active.nonce}</dd>
            {active.nextServerSeedHash && (
              <>
                <dt>{t('fairness.nextServerSeedHash')}</dt>
                <dd className="slot-fair__mono" data-testid="fair-next-hash">
                  {active.nextServerSeedHash}
                </dd>
              </>
            )}
          </dl>
        )}
        <form className="login-form slot-fair__form" onSubmit={submit}>
          <label className="login-form__field">
            <span className="login-form__label">{t('houseGame.newClientSeed')}</span>
            <input
              value={clientSeed}
              maxLength={64}
              onChange={(event) => setClientSeed(event.target.value)}
              data-testid="fair-new-seed"
            />
          </label>
          <button
            type="submit"
            className="button button--primary"
            disabled={rotate.isPending || !clientSeed.trim()}
          >
            {t('houseGame.rotate')}
          </button>
          {rotate.error && (
            <p className="login-form__error">
              {rotate.error instanceof ApiError ? rotate.error.message : t('houseGame.spinFailed')}
            </p>
          )}
        </form>
        {(fairness.data?.revealed.length ?? 0) > 0 && (
          <>
            <h3>{t('houseGame.revealedSeeds')}</h3>
            <ul className="slot-fair__revealed">
              {fairness.data?.revealed.map((pair) => (
                <li key={pair.serverSeedHash}>
                  <span>{formatTime(pair.rotatedAt)}</span>
                  <span className="slot-fair__mono" data-testid="fair-revealed-seed">
                    {pair.serverSeed}
                  </span>
                  <span>{t('houseGame.spinsPlayed', { count: pair.nonceCount })}</span>
                </li>
              ))}
            </ul>
            <HousePager
              page={page}
              totalPages={fairness.data?.revealedPages ?? 1}
              onPage={setPage}
            />
          </>
        )}
        <a href="/fairness" target="_blank" rel="noreferrer">
          {t('houseGame.openVerifier')}
        </a>
      </div>
    </Modal>
  );
}
