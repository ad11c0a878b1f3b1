import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../shared/ui/query-status';
import { SearchBox } from '../../../shared/ui/search-box';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useKbCategories } from '../api/get-knowledge-base';
import '../components/content-banner.scss';

const matches = (term: string, ...texts: string[]) =>
  texts.some((text) => text.toLowerCase().includes(term.toLowerCase()));

/** `/pages/knowledge-base`: a search banner over the category cards. */
export function KnowledgeBaseRoute() {
  const { t } = useTranslation('demo-content');
  useDocumentTitle(t('kb.title'));
  const query = useKbCategories();
  const [search, setSearch] = useState('');
  const term = search.trim();
  return (
    <div>
      <section className="content-banner mb-4" aria-labelledby="kb-title">
        <h1 id="kb-title" className="h3">
          {t('kb.title')}
        </h1>
        <p>{t('kb.intro')}</p>
        <SearchBox
          label={t('kb.search')}
          value={search}
          onChange={setSearch}
          className="content-banner-search"
        />
      </section>
      <QueryStatus query={query}>
        {(categories) => {
          const shown = categories.filter((item) => matches(term, item.title, item.desc));
          if (shown.length === 0) {
            return (
              <p role="status" className="alert alert-warning">
                {t('kb.empty', { term })}
              </p>
            );
          }
          return (
            <ul className="row g-4 list-unstyled">
              {shown.map((item) => (
                <li className="col-sm-6 col-lg-4" key={item.id}>
                  <article className="card h-100">
                    <img src={item.img} alt="" className="card-img-top" />
                    <div className="card-body text-center">
                      <h2 className="h5">
                        <Link
                          to={`/pages/knowledge-base/${item.category}`}
                          className="stretched-link text-reset"
                        >
                          {item.title}
                        </Link>
                      </h2>
                      <p className="text-body-secondary mb-0">{item.desc}</p>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryStatus>
    </div>
  );
}
