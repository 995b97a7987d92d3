import { useMatches } from 'react-router';

// The route metadata, apart from the route table: the layout and the shell read it, and the
// route table (router.tsx) imports the layout, so a type kept there made an import cycle.

/** How much of the frame a screen shows (spec §2 route table). */
export type ShellKind = 'full' | 'header' | 'bare';

/** Route metadata read by the layout: the frame and the banner group of the page. */
export interface RouteHandle {
  shell: ShellKind;
  bannerGroup?: string;
  /** Routes open without a session even when the logged-in-to-home flag is on. */
  isPublic?: boolean;
}

/** The handle of the deepest matched route. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return handle ?? { shell: 'full' };
}
