import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './RootLayout';
import { RouteError } from '../features/errors/RouteError';
import { BootSkeleton } from '../ui/BootSkeleton';
import type { RouteHandle } from './route-handle';
import { withRouteChunkTimeout } from '../ui/chunk-timeout';

type Lazy = RouteObject['lazy'];

const home: Lazy = () => import('../features/home/HomePage');
const lobby: Lazy = () => import('../features/lobby/LobbyPage');
// The sports lobbies open the in-house book first when the merchant has it.
const sportsbook: Lazy = () => import('../features/sportsbook/SportsbookPage');
const sportsbookTypes = new Set(['sports', 'esports']);
const register: Lazy = () => import('../features/account/RegisterPage');
const help: Lazy = () => import('../features/help/HelpPage');

function page(path: string, lazy: Lazy, handle: RouteHandle): RouteObject {
  return { path, lazy: withRouteChunkTimeout(lazy), handle };
}

const lobbyRoutes = ['rng', 'live', 'fish', 'pvp', 'sports', 'esports', 'elott', 'cockfight'].map(
  (type) =>
    page(`/${type}`, sportsbookTypes.has(type) ? sportsbook : lobby, {
      shell: 'full',
      bannerGroup: type,
    }),
);

/** The route table of spec §2, every screen lazy-loaded. */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <BootSkeleton />,
    children: [
      page('/', home, { shell: 'full', bannerGroup: 'home' }),
      page('/index.html', home, { shell: 'full', bannerGroup: 'home' }),
      page('/home', home, { shell: 'full', bannerGroup: 'home' }),
      page('/login', () => import('../features/account/LoginPage'), {
        shell: 'bare',
        bannerGroup: 'w_login',
        isPublic: true,
      }),
      page('/register', register, { shell: 'full', bannerGroup: 'w_register', isPublic: true }),
      page('/register.html', register, {
        shell: 'full',
        bannerGroup: 'w_register',
        isPublic: true,
      }),
      page('/forget', () => import('../features/account/ForgetPage'), {
        shell: 'full',
        bannerGroup: 'w_forget',
      }),
      page('/changePassword', () => import('../features/account/ChangePasswordPage'), {
        shell: 'full',
      }),
      page('/noticePage', () => import('../features/content/NoticePage'), { shell: 'full' }),
      page('/vip', () => import('../features/vip/VipPage'), { shell: 'full' }),
      page('/pointMall', () => import('../features/points/PointMallPage'), {
        shell: 'full',
        bannerGroup: 'pointMall',
      }),
      ...lobbyRoutes,
      page('/games/:games', lobby, { shell: 'full' }),
      page('/lottery', () => import('../features/lottery/LotteryPage'), { shell: 'header' }),
      page('/vnlottery', () => import('../features/lottery/LotteryPage'), { shell: 'header' }),
      page('/promotions', () => import('../features/promotions/PromotionsPage'), {
        shell: 'full',
        bannerGroup: 'promotions',
      }),
      page('/promoDetail', () => import('../features/promotions/PromotionsPage'), {
        shell: 'full',
        bannerGroup: 'promotions',
      }),
      page('/seamless', () => import('../features/game/GamePage'), { shell: 'full' }),
      page('/fbsports', () => import('../features/game/GamePage'), {
        shell: 'full',
        bannerGroup: 'sports',
      }),
      page('/help', help, { shell: 'full', bannerGroup: 'help' }),
      page('/helpmc', help, { shell: 'full', bannerGroup: 'help', isPublic: true }),
      page('/down', () => import('../features/download/DownloadPage'), { shell: 'full' }),
      page('/download', () => import('../features/download/DownloadPage'), {
        shell: 'full',
        isPublic: true,
      }),
      page('/join', () => import('../features/content/JoinPage'), { shell: 'full' }),
      page('/game', () => import('../features/game/GamePage'), { shell: 'bare' }),
      page('/house/play/:gameCode', () => import('../features/house-game/HouseGamePage'), {
        shell: 'bare',
        isPublic: true,
      }),
      page('/house/table/:code', () => import('../features/tables/TablePage'), {
        shell: 'bare',
        isPublic: true,
      }),
      page('/fairness', () => import('../features/fairness/FairnessPage'), {
        shell: 'full',
        isPublic: true,
      }),
      page('/agentHome', () => import('../features/agent/AgentHomePage'), { shell: 'full' }),
      page('*', () => import('../features/errors/NotFoundPage'), { shell: 'full' }),
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The site's router. Made when the app starts, not when its module is evaluated: it reads the
 * address and starts loading that page's code, work of its own task (src/main.tsx).
 */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
