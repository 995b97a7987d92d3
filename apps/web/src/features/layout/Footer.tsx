import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { Deferred } from '../../ui/Deferred';
import { WhenNear } from '../../ui/WhenNear';
import { Icon } from '../../ui/Icon';
import { useSiteConfig, useVendors } from '../system/system.api';

const VendorCarousel = lazy(() => import('./VendorCarousel'));
const FooterQrCode = lazy(() => import('./FooterQrCode'));

/**
 * Its children once the browser is idle and its box is laid out (an empty box of
 * `boxClassName` until then): the footer's QR codes are hidden on phones, which then never
 * compute them.
 */
function WhenShown({ boxClassName, children }: { boxClassName: string; children: ReactNode }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    if (!box || isShown) return;
    const observer = new ResizeObserver((entries) => {
      if (entries.some((entry) => entry.contentRect.width > 0)) setIsShown(true);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [box, isShown]);
  if (!isShown) return <div ref={setBox} className={boxClassName} />;
  return <Deferred>{children}</Deferred>;
}

/** App downloads as QR codes of size 132 (spec §2 Footer). */
function DownloadCodes() {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const apps = info.resources.filter((resource) =>
    ['ANDROID', 'IOS'].includes(resource.resourceType),
  );
  if (apps.length === 0) return null;
  return (
    <div className="footer__apps">
      {apps.map((resource) => (
        <AppLink
          key={resource.resourceType}
          to={resource.url.startsWith('/') ? resource.url : '/down'}
          className="footer__app"
        >
          <span className="footer__qr">
            {/* The box keeps its size while the code's chunk arrives. */}
            <WhenShown boxClassName="footer__qr-placeholder">
              <Suspense fallback={null}>
                <FooterQrCode
                  value={new URL(
                    resource.qrCodeUrl ?? resource.url,
                    window.location.origin,
                  ).toString()}
                  title={t(`footer.app.${resource.resourceType}`)}
                />
              </Suspense>
            </WhenShown>
          </span>
          <span className="footer__app-label">
            <Icon name={resource.resourceType === 'IOS' ? 'apple-generic' : 'android'} size={18} />
            {t(`footer.app.${resource.resourceType}`)}
          </span>
        </AppLink>
      ))}
    </div>
  );
}

/** The vendor strip: one logo per vendor (a vendor offering several game types shows once). */
function FooterVendors() {
  const vendors = useVendors();
  const uniqueVendors = [
    ...new Map((vendors.data ?? []).map((vendor) => [vendor.vassalage, vendor])).values(),
  ];
  return <VendorCarousel vendors={uniqueVendors} />;
}

/** The footer: app codes, vendor strip, links, licences, copyright and the 18+ mark. */
export function Footer() {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  return (
    <footer className="footer" data-testid="site-footer">
      <div className="container">
        <section className="footer__vendors" aria-labelledby="footer-vendors-title">
          <h2 id="footer-vendors-title" className="footer__heading">
            {t('footer.vendors')}
          </h2>
          {/* Watched only once the page's own deferred parts are in: before them, the footer
              of a phone's home page sits near the first screen and the strip (Swiper and all)
              loaded in the middle of the page's start. */}
          <Deferred fallback={<div className="footer__vendors-placeholder" />}>
            <WhenNear boxClassName="footer__vendors-placeholder">
              <Suspense fallback={<div className="footer__vendors-placeholder" />}>
                <FooterVendors />
              </Suspense>
            </WhenNear>
          </Deferred>
        </section>
        <div className="footer__grid">
          <DownloadCodes />
          <nav className="footer__links" aria-label={t('footer.links')}>
            <AppLink to="/help">{t('footer.helpCentre')}</AppLink>
            <AppLink to="/rng">{t('footer.gameList')}</AppLink>
            <AppLink to="/help#how-to-deposit">{t('footer.paymentMethods')}</AppLink>
            <AppLink to="/help#responsible-gaming">{t('footer.responsibleGaming')}</AppLink>
            <AppLink to="/help#term">{t('footer.terms')}</AppLink>
            <AppLink to="/join">{t('side.join')}</AppLink>
          </nav>
          <div className="footer__licences">
            {info.licences.map((licence) => (
              <p key={licence.jurisdiction}>
                <strong>{licence.jurisdiction}</strong> {licence.body}
              </p>
            ))}
          </div>
        </div>
        <div className="footer__bottom">
          <span className="footer__age" aria-label={t('footer.adultsOnly')}>
            <Icon name="18plus" size={28} />
          </span>
          <p className="footer__copyright">
            {t('footer.copyright', { brand: info.brand.name, year: new Date().getFullYear() })}
            {info.copyright && <span className="footer__entity">{info.copyright}</span>}
          </p>
        </div>
      </div>
    </footer>
  );
}
