import type { Vendor } from '@khela/contracts';
import type { ReactNode } from 'react';
import { useLaunchGame } from '../lobby/use-launch-game';

/** A menu vendor that starts at once (live, sports…): its launch code loads with the menu. */
export default function VendorLaunchButton({
  vendor,
  children,
}: {
  vendor: Vendor;
  children: ReactNode;
}) {
  const launch = useLaunchGame();
  return (
    <button
      type="button"
      className="game-nav__vendor"
      role="menuitem"
      onClick={() => void launch({ kind: 'vendor', vendor })}
    >
      {children}
    </button>
  );
}
