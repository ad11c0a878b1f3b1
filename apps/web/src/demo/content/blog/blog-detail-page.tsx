import { Bookmark, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isHttpError } from '../../../shared/http/http-error';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useBlogDetail } from '../api/get-blog-detail';
import { CommentForm } from './comment-form';
import { useDay } from './use-day';
import './blog.scss';

/** `/pages/blog/detail/:id`: the post, its comments and "Leave a Comment". */
export function BlogDetailRoute() {
  const { t } = useTranslation('demo-content');
  const { id = '1' } = useParams();
  const query = useBlogDetail(id);
  const day = useDay();
  useDocumentTitle(query.data?.blog.title ?? t('blog.detailTitle'));

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
    <QueryStatus query={query}>
      {({ blog, comments }) => (
        <div className="row justify-content-center">
          <div className="col-xl-9">
            <article className="card mb-4">
              <img src={blog.img} alt="" className="card-img-top blog-hero" />
              <div className="card-body">
                <h1 className="h3">{blog.title}</h1>
                <div className="d-flex flex-wrap align-items-center gap-2 small mb-3">
                  <img src={blog.avatar} alt="" width={32} height={32} className="rounded-circle" />
                  <span>{t('blog.by', { name: blog.userFullName })}</span>
                  <span className="text-body-secondary">· {day(blog.createdTime)}</span>
                  {blog.tags.map((tag) => (
                    <span key={tag} className="badge text-bg-light border">
                      {tag}
                    </span>
                  ))}
                </div>
                {blog.content.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
                <div className="d-flex gap-3 small text-body-secondary">
                  <span className="d-inline-flex align-items-center gap-1">
                    <MessageSquare size={16} aria-hidden="true" />
                    {t('blog.comments', { count: blog.comments })}
                  </span>
                  <span className="d-inline-flex align-items-center gap-1">
                    <Bookmark size={16} aria-hidden="true" />
                    {t('blog.bookmarks', { count: blog.bookmarked })}
                  </span>
                </div>
              </div>
            </article>
            <section className="card mb-4" aria-labelledby="blog-comments">
              <div className="card-body">
                <h2 id="blog-comments" className="h5">
                  {t('blog.commentsTitle', { count: comments.length })}
                </h2>
                {comments.length === 0 && (
                  <p className="text-body-secondary">{t('blog.noComments')}</p>
                )}
                <ul className="list-unstyled mb-0">
                  {comments.map((comment, index) => (
                    <li key={index} className="d-flex gap-3 py-2 border-bottom">
                      <img
                        src={comment.avatar}
                        alt=""
                        width={40}
                        height={40}
                        className="rounded-circle"
                      />
                      <div>
                        <p className="fw-semibold mb-0">{comment.userFullName}</p>
                        <p className="small text-body-secondary mb-1">{day(comment.commentedAt)}</p>
                        <p className="mb-0">{comment.commentText}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            </section>
            <section className="card">
              <div className="card-body">
                <CommentForm postId={blog.id} />
              </div>
            </section>
          </div>
        </div>
      )}
    </QueryStatus>
  );
}
