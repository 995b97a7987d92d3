import { FeatureTexts } from '../../i18n/FeatureTexts';
import { pageBundles } from '../../i18n/pages';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { qrCodeSize } from '@khela/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { useSiteConfig } from '../system/system.api';
import './download.css';

/** App downloads with QR codes and installation steps per platform. */
function DownloadScreen() {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  return (
    <div className="container download" data-testid="page-download">
      <h1 className="page-title">{t('download.title')}</h1>
      <div className="download__grid">
        {info.resources.map((resource) => {
          const type = resource.resourceType;
          const address = new URL(
            resource.qrCodeUrl ?? resource.url,
            window.location.origin,
          ).toString();
          return (
            <section key={type} id={type.toLowerCase()} className="card download__card">
              <h2>
                <Icon
                  name={
                    type === 'IOS' ? 'apple-generic' : type === 'ANDROID' ? 'android' : 'download'
                  }
                />
                {t(`footer.app.${type}`)}
              </h2>
              <QRCodeSVG value={address} size={qrCodeSize} marginSize={2} />
              <ol>
                <li>{t(`download.${type}.step1`)}</li>
                <li>{t(`download.${type}.step2`)}</li>
                <li>{t(`download.${type}.step3`)}</li>
              </ol>
            </section>
          );
        })}
      </div>
    </div>
  );
}

export function Component() {
  return (
    <FeatureTexts name="pages" loaders={pageBundles} fallback={<PageSkeleton />}>
      <DownloadScreen />
    </FeatureTexts>
  );
}
