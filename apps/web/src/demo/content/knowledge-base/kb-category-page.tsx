import { ArrowLeft, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SearchBox } from '../../../shared/ui/search-box';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useKbCategory } from '../api/get-knowledge-base';
import { topicIcon } from '../components/topic-icon';
import { KbFailure } from './kb-not-found';

/** The category's slug back to words, for the heading ("sales-automation" → "Sales automation"). */
function titleOf(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `/pages/knowledge-base/:category`: the category's question groups, searchable. */
export function KbCategoryRoute() {
  const { t } = useTranslation('demo-content');
  const { category = '' } = useParams();
  const title = titleOf(category);
  useDocumentTitle(title);
  const query = useKbCategory(category);
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();

  if (query.isPending) {
    return (
      <p role="status" className="text-body-secondary">
        {t('kb.loading')}
      </p>
    );
  }
  if (query.isError) return <KbFailure error={query.error} retry={query.refetch} />;

  const groups = query.data
    .map((group) => ({
      ...group,
      questions: group.questions.filter((item) => item.question.toLowerCase().includes(term)),
    }))
    .filter((group) => group.questions.length > 0);

  return (
    <div>
      <Link to="/pages/knowledge-base" className="d-inline-flex align-items-center gap-1 mb-3">
        <ArrowLeft size={16} aria-hidden="true" />
        {t('kb.backHome')}
      </Link>
      <h1 className="h3 mb-3">{title}</h1>
      <SearchBox
        label={t('kb.searchCategory')}
        value={search}
        onChange={setSearch}
        className="mb-4"
      />
      {groups.length === 0 ? (
        <p role="status" className="alert alert-warning">
          {t('kb.empty', { term: search.trim() })}
        </p>
      ) : (
        <div className="row g-4">
          {groups.map((group) => {
            const Icon = topicIcon(group.icon);
            return (
              <section className="col-md-6" key={group.id} aria-labelledby={`kb-group-${group.id}`}>
                <div className="card h-100">
                  <div className="card-body">
                    <h2 id={`kb-group-${group.id}`} className="h5 d-flex align-items-center gap-2">
                      <Icon size={20} className={`text-${group.iconColor}`} aria-hidden="true" />
                      {group.title}
                    </h2>
                    <ul className="list-unstyled mb-0">
                      {group.questions.map((item) => (
                        <li key={item.id} className="d-flex gap-2 py-1">
                          <FileText size={16} className="mt-1 flex-shrink-0" aria-hidden="true" />
                          <Link to={`/pages/knowledge-base/${category}/${item.slug}`}>
                            {item.question}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
