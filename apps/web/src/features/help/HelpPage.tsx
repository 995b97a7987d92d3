import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FeatureTexts } from '../../i18n/FeatureTexts';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { PageSkeleton } from '../../ui/PageSkeleton';
import RichText from '../content/RichText';
import { useHelpCenter } from '../system/system.api';
import { FeedbackForm } from './FeedbackForm';
import { searchHelp } from './help-search';
import { helpBundles } from './i18n';
import './help.css';

/** The help centre (/help, /helpmc); /help#term also opens the terms in a dialog. */
function HelpScreen() {
  const { t, i18n } = useTranslation();
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const { data, isLoading } = useHelpCenter();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  // An article opens when the address names it (#slug) or when the reader opens it.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const isOpen = (slug: string) => toggled[slug] ?? hash === `#${slug}`;
  // The dialog follows the address: /help#term opens it, closing it drops the hash.
  const isTermsOpen = hash === '#term';

  // The articles arrive after the page: the address's article is scrolled to once they do.
  useEffect(() => {
    if (!data || !hash || hash === '#term') return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [data, hash]);

  if (isLoading) return <PageSkeleton />;
  const categories = data?.categories ?? [];
  const articles = categories.flatMap((category) => category.articles);
  const terms = articles.find((article) => article.slug === 'term');
  const found = searchHelp(categories, deferredQuery, i18n.language);
  const foundCount = found.reduce((sum, category) => sum + category.articles.length, 0);
  const isSearching = deferredQuery.trim() !== '';
  return (
    <div className="container help" data-testid="page-help">
      <h1 className="page-title">{t('help.title')}</h1>
      <p className="help__muted">{t('helpCentre.intro')}</p>
      {articles.length === 0 && <EmptyState title={t('help.empty')} />}
      {articles.length > 0 && (
        <div className="help__search" role="search">
          <Icon name="search" />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('helpCentre.searchPlaceholder')}
            aria-label={t('helpCentre.search')}
            maxLength={80}
            data-testid="help-search"
          />
        </div>
      )}
      {isSearching && foundCount > 0 && (
        <p className="help__muted" role="status">
          {t('helpCentre.results', { count: foundCount })}
        </p>
      )}
      {isSearching && foundCount === 0 && (
        <EmptyState
          title={t('helpCentre.noResults', { query: deferredQuery.trim() })}
          text={t('helpCentre.noResultsText')}
          action={
            <button type="button" className="button button--primary" onClick={() => setQuery('')}>
              {t('helpCentre.clear')}
            </button>
          }
        />
      )}
      <div className="help__layout">
        {found.length > 0 && (
          <nav className="help__toc card" aria-label={t('help.contents')}>
            {found.map((category) => (
              <div key={category.category}>
                <h2 className="help__category">{category.category}</h2>
                <ul>
                  {category.articles.map((article) => (
                    <li key={article.id}>
                      <a
                        href={`#${article.slug}`}
                        onClick={() =>
                          setToggled((current) => ({ ...current, [article.slug]: true }))
                        }
                      >
                        {article.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
        <div className="help__articles">
          {found.map((category) => (
            <section key={category.category} className="help__group">
              <h2 className="help__group-title">{category.category}</h2>
              {category.articles.map((article) => (
                <details
                  key={article.id}
                  id={article.slug}
                  className="card help__article"
                  open={isOpen(article.slug)}
                >
                  <summary
                    onClick={(event) => {
                      event.preventDefault();
                      setToggled((current) => ({
                        ...current,
                        [article.slug]: !isOpen(article.slug),
                      }));
                    }}
                  >
                    <h3>{article.title}</h3>
                  </summary>
                  <RichText html={article.content} />
                </details>
              ))}
            </section>
          ))}
          <FeedbackForm />
        </div>
      </div>
      {terms && (
        <Modal
          isOpen={isTermsOpen}
          title={terms.title}
          onClose={() => void navigate(pathname, { replace: true })}
          testId="terms-dialog"
        >
          <RichText html={terms.content} />
        </Modal>
      )}
    </div>
  );
}

export function Component() {
  return (
    <FeatureTexts name="help" loaders={helpBundles} fallback={<PageSkeleton />}>
      <HelpScreen />
    </FeatureTexts>
  );
}
