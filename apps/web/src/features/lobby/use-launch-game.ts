import type { GameItem, GameLaunch } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { useSession } from '../../session/SessionProvider';
import { showToast } from '../../ui/toast';
import { errorText } from '../account/form-helpers';
import { useAuthModals } from '../account/AuthModals';
import { fetchLaunch, rememberRecentGame } from './games.api';
import { planLaunch, type LaunchQuery, type LaunchTarget } from './launch-plan';
import { launchState, update } from './launch-store';
import { openLaunch } from './launch-window';

export {
  closeLaunchDialog,
  useIsLaunching,
  useLaunchDialog,
  type GameLaunchState,
  type LaunchDialog,
} from './launch-store';

/** The key a target is known by while it launches. */
export function launchKey(target: LaunchTarget): string {
  if (target.kind === 'game') return `game:${target.game.id}`;
  if (target.kind === 'vendor')
    return `vendor:${target.vendor.vassalage}:${target.vendor.gameType}`;
  return `object:${target.object.vassalage}:${target.object.gameCode ?? target.object.nodeId ?? ''}`;
}

function isGameList(value: unknown): value is GameItem[] {
  return (
    Array.isArray(value) && value.every((item) => typeof item === 'object' && item && 'id' in item)
  );
}

/** The games a game_maintenance refusal recommends instead (its details.recommended). */
function recommendedOf(failure: ApiError): GameItem[] {
  const details = failure.value as { recommended?: unknown } | undefined;
  return isGameList(details?.recommended) ? details.recommended : [];
}

function isVendorLevel(query: LaunchQuery): boolean {
  return !('nodeId' in query) && !query.gameCode;
}

/**
 * Opens a game, a vendor or a launch object (spec §4 game launch): lobby types go to their
 * lobby, lotteries to the lottery screen, a VASSALAGE object lists its vendor's games, and
 * everything else starts — after login — in the /game frame or a popup window.
 */
export function useLaunchGame() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isLoggedIn, token } = useSession();
  const { openLogin } = useAuthModals();

  const open = useCallback(
    (launch: GameLaunch) =>
      openLaunch(launch, {
        openWindow: (url, target, features) => window.open(url, target, features),
        navigate: (path, state) => void navigate(path, { state }),
        showDialog: (dialog) => update({ dialog }),
      }),
    [navigate],
  );

  return useCallback(
    async (target: LaunchTarget) => {
      const plan = planLaunch(target);
      if (plan.action === 'navigate') {
        void navigate(plan.path);
        return;
      }
      if (plan.action === 'vendorGames') {
        update({ dialog: { kind: 'vendorGames', ...plan } });
        return;
      }
      if (!isLoggedIn) {
        openLogin();
        return;
      }
      const key = launchKey(target);
      if (launchState().busyKey !== null) return;
      update({ busyKey: key, dialog: null });
      try {
        const launch = await fetchLaunch(plan.query, i18n.language);
        if (plan.game) rememberRecentGame(queryClient, token, plan.game);
        if (launch.isPlayMoney) showToast(t('launch.playMoney'));
        open(launch);
      } catch (failure) {
        if (!(failure instanceof ApiError)) throw failure;
        if (failure.code === 'game_maintenance') {
          update({
            dialog: { kind: 'maintenance', title: plan.title, recommended: recommendedOf(failure) },
          });
        } else if (
          failure.code === 'game_not_found' &&
          'vassalage' in plan.query &&
          isVendorLevel(plan.query)
        ) {
          // A vendor without a lobby of its own: offer its games instead.
          update({
            dialog: {
              kind: 'vendorGames',
              title: plan.title,
              vassalage: plan.query.vassalage,
              gameType: target.kind === 'vendor' ? target.vendor.gameType : '',
            },
          });
        } else if (failure.code === 'game_not_found') {
          update({ dialog: { kind: 'notFound', title: plan.title } });
        } else if (failure.code === 'unauthorized') {
          openLogin();
        } else if (failure.code !== 'in_need_true_account') {
          // The real-account dialog answers in_need_true_account by itself.
          const text = i18n.exists(`errors.${failure.code}`)
            ? t(`errors.${failure.code}`)
            : errorText(failure, t);
          showToast(text, 'danger');
        }
      } finally {
        update({ busyKey: null });
      }
    },
    [i18n, isLoggedIn, navigate, open, openLogin, queryClient, t, token],
  );
}
