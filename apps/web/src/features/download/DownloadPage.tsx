import { useState } from 'react';
import { qrCodeSize, type Resource } from '@khela/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { FeatureTexts } from '../../i18n/FeatureTexts';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { useSiteConfig } from '../system/system.api';
import { downloadBundles } from './i18n';
import { useInstallPrompt, type InstallWay } from './install-prompt';
import './download.css';

type AppType = 'ANDROID' | 'IOS';
const appTypes: AppType[] = ['ANDROID', 'IOS'];
const appSteps = ['step1', 'step2', 'step3', 'step4'];
const liteSteps = ['step1', 'step2', 'step3'];

/** The full address a phone opens from a resource's code or link. */
function addressOf(resource: Pick<Resource, 'url' | 'qrCodeUrl'>): string {
  return new URL(resource.qrCodeUrl ?? resource.url, window.location.origin).toString();
}

/**
 * Whether an app's entry leads to a build of its own: one that points back at this page (an
 * operator with no native build) has none, and its code only opens this page on the phone.
 */
function hasOwnBuild(resource: Pick<Resource, 'url'>): boolean {
  const address = new URL(resource.url, window.location.origin);
  return address.origin !== window.location.origin || !/^\/down\/?$/.test(address.pathname);
}

/** A native app: its QR code (size 132), its download link and how to install it. */
function AppCard({ resource, type }: { resource: Resource; type: AppType }) {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const title = t(`downloadPage.${type}.title`);
  return (
    <section id={type.toLowerCase()} className="card download__card" data-testid={`app-${type}`}>
      <h2 className="download__card-title">
        <Icon name={type === 'IOS' ? 'apple-generic' : 'android'} />
        {title}
      </h2>
      <figure className="download__qr">
        <QRCodeSVG
          value={addressOf(resource)}
          size={qrCodeSize}
          marginSize={2}
          title={t('downloadPage.qrLabel', { app: title })}
          data-testid={`qr-${type}`}
        />
        <figcaption>{t('downloadPage.scan')}</figcaption>
      </figure>
      {hasOwnBuild(resource) ? (
        <>
          <a className="button button--primary" href={resource.url} rel="noopener">
            <Icon name="download" />
            {t('downloadPage.open')}
          </a>
          <h3 className="download__guide-title">{t('downloadPage.guide')}</h3>
          <img
            className="download__art"
            src={`/art/download/${type === 'IOS' ? 'ios' : 'android'}-install.svg`}
            alt=""
            width={240}
            height={160}
            loading="lazy"
          />
          <ol className="download__steps">
            {appSteps.map((step) => (
              <li key={step}>{t(`downloadPage.${type}.${step}`, { brand: info.brand.name })}</li>
            ))}
          </ol>
        </>
      ) : (
        // Install steps for a file there is none of would mislead: the lite app stands in.
        <p className="download__note" data-testid={`lite-instead-${type}`}>
          {t('downloadPage.liteInstead', { app: title })}
        </p>
      )}
    </section>
  );
}

/** The steps of one way to add the lite app by hand. */
function LiteSteps({ way }: { way: 'ios' | 'menu' }) {
  const { t } = useTranslation();
  return (
    <div className="download__lite-guide" data-testid={`lite-steps-${way}`}>
      <h3 className="download__guide-title">{t(`downloadPage.lite.${way}.title`)}</h3>
      <ol className="download__steps">
        {liteSteps.map((step) => (
          <li key={step}>{t(`downloadPage.lite.${way}.${step}`)}</li>
        ))}
      </ol>
    </div>
  );
}

/** The guides in the order that suits this browser: its own way first. */
function guidesFor(way: InstallWay): ('ios' | 'menu')[] {
  return way === 'ios' ? ['ios', 'menu'] : ['menu', 'ios'];
}

/** The lite app: this site installed from the browser, with a button where the browser offers it. */
function LiteCard({ resource }: { resource: Resource | undefined }) {
  const { t } = useTranslation();
  const { way, install } = useInstallPrompt();
  const [outcome, setOutcome] = useState<'accepted' | 'dismissed' | null>(null);
  const address = addressOf(resource ?? { url: '/down#lite', qrCodeUrl: null });
  return (
    <section id="lite" className="card download__card download__card--lite" data-testid="app-LITE">
      <h2 className="download__card-title">
        <Icon name="download" />
        {t('downloadPage.lite.title')}
        <span className="download__badge">{t('downloadPage.lite.badge')}</span>
      </h2>
      <p className="download__lite-text">{t('downloadPage.lite.text')}</p>
      <img
        className="download__art"
        src="/art/download/lite-install.svg"
        alt=""
        width={240}
        height={160}
        loading="lazy"
      />
      {way === 'installed' && (
        <p className="download__note download__note--success" role="status">
          {t('downloadPage.lite.installed')}
        </p>
      )}
      {way === 'prompt' && (
        <button
          type="button"
          className="button button--accent download__install"
          data-testid="install-lite"
          onClick={() => {
            void install().then((result) => {
              if (result !== 'unavailable') setOutcome(result);
            });
          }}
        >
          {t('downloadPage.lite.install')}
        </button>
      )}
      {outcome && (
        <p className="download__note" role="status">
          {t(`downloadPage.lite.${outcome}`)}
        </p>
      )}
      {way !== 'installed' && (
        <>
          <figure className="download__qr download__qr--small">
            <QRCodeSVG
              value={address}
              size={qrCodeSize}
              marginSize={2}
              title={t('downloadPage.qrLabel', { app: t('downloadPage.lite.title') })}
            />
            <figcaption>{t('downloadPage.scan')}</figcaption>
          </figure>
          {guidesFor(way).map((guide) => (
            <LiteSteps key={guide} way={guide} />
          ))}
        </>
      )}
    </section>
  );
}

/** App downloads with QR codes and installation guides, and the installable lite app. */
function DownloadScreen() {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const apps = appTypes.flatMap((type) => {
    const resource = info.resources.find((entry) => entry.resourceType === type);
    return resource ? [{ type, resource }] : [];
  });
  const lite = info.resources.find((entry) => entry.resourceType === 'LITE');
  return (
    <div className="container download" data-testid="page-download">
      <h1 className="page-title">{t('downloadPage.title')}</h1>
      <p className="download__intro">
        {t(
          apps.some(({ resource }) => hasOwnBuild(resource))
            ? 'downloadPage.intro'
            : 'downloadPage.introLite',
        )}
      </p>
      {apps.length === 0 && (
        <EmptyState
          title={t('downloadPage.empty.title')}
          text={t('downloadPage.empty.text')}
          action={
            <a className="button button--primary" href="#lite">
              {t('downloadPage.lite.title')}
            </a>
          }
        />
      )}
      <div className="download__grid">
        {apps.map(({ type, resource }) => (
          <AppCard key={type} type={type} resource={resource} />
        ))}
        <LiteCard resource={lite} />
      </div>
    </div>
  );
}

export function Component() {
  return (
    <FeatureTexts name="download" loaders={downloadBundles} fallback={<PageSkeleton />}>
      <DownloadScreen />
    </FeatureTexts>
  );
}
