import { ArrowLeft, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useKbQuestion } from '../api/get-knowledge-base';
import { KbFailure } from './kb-not-found';

/** `/pages/knowledge-base/:category/:question`: the article with its related questions beside it. */
export function KbQuestionRoute() {
  const { t, i18n } = useTranslation('demo-content');
  const { category = '', question = '' } = useParams();
  const query = useKbQuestion(category, question);
  useDocumentTitle(query.data?.title ?? t('kb.title'));

  if (query.isPending) {
    return (
      <p role="status" className="text-body-secondary">
        {t('kb.loading')}
      </p>
    );
  }
  if (query.isError) return <KbFailure error={query.error} retry={query.refetch} />;

  const article = query.data;
  const updated = new Date(`${article.lastUpdated}T00:00:00`).toLocaleDateString(i18n.language, {
    dateStyle: 'long',
  });
  return (
    <div className="row g-4">
      <nav className="col-lg-4 order-lg-2" aria-labelledby="kb-related">
        <div className="card">
          <div className="card-body">
            <h2 id="kb-related" className="h5">
              {t('kb.related')}
            </h2>
            <ul className="list-unstyled mb-0">
              {article.relatedQuestions.map((item) => (
                <li key={item.id} className="d-flex gap-2 py-1">
                  <FileText size={16} className="mt-1 flex-shrink-0" aria-hidden="true" />
                  <Link to={`/pages/knowledge-base/${category}/${item.slug}`}>{item.question}</Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </nav>
      <article className="col-lg-8 order-lg-1">
        <div className="card">
          <div className="card-body">
            <Link
              to={`/pages/knowledge-base/${category}`}
              className="d-inline-flex align-items-center gap-1 mb-3"
            >
              <ArrowLeft size={16} aria-hidden="true" />
              {t('kb.backCategory')}
            </Link>
            <h1 className="h3">{article.title}</h1>
            <p className="small text-body-secondary">{t('kb.updated', { date: updated })}</p>
            {article.content.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
      </article>
    </div>
  );
}
