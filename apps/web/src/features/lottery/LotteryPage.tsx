// The screens' shared styles first: each part's own stylesheet may refine them.
import './lottery.css';
import type { PrizeMode } from '@khela/contracts';
import { useLocation, useSearchParams } from 'react-router';
import { FeatureTexts } from '../../i18n/FeatureTexts';
import { lotteryBundles } from './i18n';
import { LotteryGame } from './LotteryGame';
import { LotteryList } from './LotteryList';
import { LotterySkeleton } from './LotterySkeleton';

/**
 * /lottery (query gameCode, vendor, playType) and /vnlottery, under the header only: the
 * list of lotteries, or with gameCode the game's own screen. /vnlottery lists the Vietnamese
 * regional draws (prize mode SEA), /lottery the fast ones; each leads to the other.
 */
function LotteryScreen() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const gameCode = search.get('gameCode');
  const prizeMode: PrizeMode = pathname === '/vnlottery' ? 'SEA' : 'Elott';
  return gameCode ? (
    <LotteryGame
      key={gameCode}
      gameId={gameCode}
      playType={search.get('playType')}
      listPath={pathname}
    />
  ) : (
    <LotteryList prizeMode={prizeMode} pathname={pathname} />
  );
}

export function Component() {
  return (
    <div className="container lottery" data-testid="page-lottery">
      <FeatureTexts name="lottery" loaders={lotteryBundles} fallback={<LotterySkeleton />}>
        <LotteryScreen />
      </FeatureTexts>
    </div>
  );
}
