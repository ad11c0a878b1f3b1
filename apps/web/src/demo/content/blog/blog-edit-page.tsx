import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isHttpError } from '../../../shared/http/http-error';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useBlogEdit } from '../api/get-blog-edit';
import { BlogEditForm } from './blog-edit-form';
import { useDay } from './use-day';
import './blog.scss';

/** `/pages/blog/edit/:id`: the post's author above its edit form. */
export function BlogEditRoute() {
  const { t } = useTranslation('demo-content');
  const { id = '1' } = useParams();
  const query = useBlogEdit(id);
  const day = useDay();
  useDocumentTitle(t('edit.pageTitle'));

  if (isHttpError(query.error) && query.error.status === 404) {
    return (
      <div className="text-center py-5">
        <h1 className="h3">{t('blog.notFound')}</h1>
        <Link to="/pages/blog/list" className="btn btn-primary">
          {t('blog.backToList')}
        </Link>
      </div>
    );
  }

  return (
    <div className="card">
      <div className="card-body">
        <h1 className="h3">{t('edit.pageTitle')}</h1>
        <QueryStatus query={query}>
          {(post) => (
            <>
              <div className="d-flex align-items-center gap-2 mb-4">
                <img src={post.avatar} alt="" width={40} height={40} className="rounded-circle" />
                <div>
                  <p className="fw-semibold mb-0">{post.userFullName}</p>
                  <p className="small text-body-secondary mb-0">{day(post.createdTime)}</p>
                </div>
              </div>
              <BlogEditForm key={post.id} post={post} />
            </>
          )}
        </QueryStatus>
      </div>
    </div>
  );
}
