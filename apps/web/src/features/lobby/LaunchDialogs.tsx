import { FeatureTexts } from '../../i18n/FeatureTexts';
import { lobbyBundles } from './i18n';
import { openGameWindow } from './launch-window';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { GameGrid } from './GameGrid';
import { useLaunchDialog, type LaunchDialog } from './use-launch-game';
import { VendorGames } from './VendorGames';
import './lobby.css';

function MaintenanceBody({ dialog }: { dialog: Extract<LaunchDialog, { kind: 'maintenance' }> }) {
  const { t } = useTranslation();
  const { close } = useLaunchDialog();
  return (
    <>
      <p className="launch-dialog__text">{t('launch.maintenanceText', { name: dialog.title })}</p>
      {dialog.recommended.length > 0 ? (
        <>
          <h3 className="launch-dialog__heading">{t('launch.tryInstead')}</h3>
          <GameGrid
            games={dialog.recommended}
            label={t('launch.tryInstead')}
            onBeforeLaunch={close}
          />
        </>
      ) : (
        <p className="launch-dialog__text">{t('launch.maintenanceLater')}</p>
      )}
    </>
  );
}

function reopen(url: string, close: () => void) {
  const opened = openGameWindow(url, (address, target, features) =>
    window.open(address, target, features),
  );
  if (opened) close();
}

/**
 * The dialogs a launch may open: a game under maintenance (with others to play), a game that
 * is gone, a blocked popup, and a vendor's game list. Rendered once by the layout.
 */
function Dialogs() {
  const { t } = useTranslation();
  const { dialog, close } = useLaunchDialog();
  const closeButton = (
    <button type="button" className="button" onClick={close}>
      {t('common.close')}
    </button>
  );
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'maintenance':
      return (
        <Modal
          isOpen
          title={t('launch.maintenanceTitle')}
          onClose={close}
          width={760}
          isCompact
          footer={closeButton}
          testId="launch-maintenance"
        >
          <MaintenanceBody dialog={dialog} />
        </Modal>
      );
    case 'notFound':
      return (
        <Modal
          isOpen
          title={t('launch.notFoundTitle')}
          onClose={close}
          width={400}
          footer={closeButton}
          testId="launch-not-found"
        >
          <p className="launch-dialog__text">{t('launch.notFoundText', { name: dialog.title })}</p>
        </Modal>
      );
    case 'popupBlocked':
      return (
        <Modal
          isOpen
          title={t('launch.popupBlockedTitle')}
          onClose={close}
          width={400}
          testId="launch-popup-blocked"
          footer={
            <>
              {closeButton}
              <button
                type="button"
                className="button button--primary"
                onClick={() => reopen(dialog.url, close)}
              >
                {t('launch.openGame')}
              </button>
            </>
          }
        >
          <p className="launch-dialog__text">{t('launch.popupBlocked')}</p>
        </Modal>
      );
    case 'vendorGames':
      return (
        <Modal
          isOpen
          title={dialog.title}
          onClose={close}
          width={960}
          isCompact
          testId="launch-vendor-games"
        >
          <VendorGames
            scope={{ gameType: '', vassalage: dialog.vassalage }}
            label={dialog.title}
            onBeforeLaunch={close}
          />
        </Modal>
      );
  }
}

/** The launch dialogs, once their texts are in. */
export function LaunchDialogs() {
  return (
    <FeatureTexts name="lobby" loaders={lobbyBundles}>
      <Dialogs />
    </FeatureTexts>
  );
}
