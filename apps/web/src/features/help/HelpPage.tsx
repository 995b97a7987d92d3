import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { Modal } from '../../ui/Modal';
import { PageSkeleton } from '../../ui/PageSkeleton';
import RichText from '../content/RichText';
import { useHelpCenter } from '../system/system.api';
import './help.css';

/** The help centre (/help, /helpmc); /help#term also opens the terms in a dialog. */
export function Component() {
  const { t } = useTranslation();
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const { data, isLoading } = useHelpCenter();
  // An article opens when the address names it (#slug) or when the reader opens it.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const isOpen = (slug: string) => toggled[slug] ?? hash === `#${slug}`;
  // The dialog follows the address: /help#term opens it, closing it drops the hash.
  const isTermsOpen = hash === '#term';
  if (isLoading) return <PageSkeleton />;
  const articles = data?.categories.flatMap((category) => category.articles) ?? [];
  const terms = articles.find((article) => article.slug === 'term');
  return (
    <div className="container help" data-testid="page-help">
      <h1 className="page-title">{t('help.title')}</h1>
      {articles.length === 0 && <EmptyState title={t('help.empty')} />}
      <div className="help__layout">
        <nav className="help__toc card" aria-label={t('help.contents')}>
          {data?.categories.map((category) => (
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
        <div className="help__articles">
          {articles.map((article) => (
            <details
              key={article.id}
              id={article.slug}
              className="card help__article"
              open={isOpen(article.slug)}
            >
              <summary
                onClick={(event) => {
                  event.preventDefault();
                  setToggled((current) => ({ ...current, [article.slug]: !isOpen(article.slug) }));
                }}
              >
                <h2>{article.title}</h2>
              </summary>
              <RichText html={article.content} />
            </details>
          ))}
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
