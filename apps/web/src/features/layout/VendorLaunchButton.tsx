import { FeatureTexts } from '../../i18n/FeatureTexts';
import { lobbyBundles } from '../lobby/i18n';
import type { Vendor } from '@khela/contracts';
import type { ReactNode } from 'react';
import { useLaunchGame } from '../lobby/use-launch-game';

/** A menu vendor that starts at once (live, sports…): its launch code loads with the menu. */
function LaunchButton({ vendor, children }: { vendor: Vendor; children: ReactNode }) {
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

/** The button, once the launch texts are in (its toasts and dialogs use them). */
export default function VendorLaunchButton(props: { vendor: Vendor; children: ReactNode }) {
  return (
    <FeatureTexts
      name="lobby"
      loaders={lobbyBundles}
      fallback={
        <button type="button" className="game-nav__vendor" role="menuitem" disabled>
          {props.children}
        </button>
      }
    >
      <LaunchButton {...props} />
    </FeatureTexts>
  );
}
