import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../shared/ui/pager';
import { QueryStatus } from '../../../shared/ui/query-status';
import { SearchBox } from '../../../shared/ui/search-box';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useBlogSidebar } from '../api/get-blog-sidebar';
import { useBlogPosts } from '../api/list-blog-posts';
import { BlogCard } from './blog-card';
import { BlogSidebar } from './blog-sidebar';
import './blog.scss';

export const BLOG_PAGE_SIZE = 6;

/** `/pages/blog/list`: post cards with a search and a category filter, six to a page. */
export function BlogListRoute() {
  const { t } = useTranslation('demo-content');
  useDocumentTitle(t('blog.listTitle'));
  const posts = useBlogPosts();
  const sidebar = useBlogSidebar();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const term = search.trim().toLowerCase();

  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  const changeCategory = (value: string) => {
    setCategory(value);
    setPage(1);
  };

  return (
    <div className="row g-4">
      <div className="col-lg-8">
        <h1 className="h3 mb-3">{t('blog.listTitle')}</h1>
        <QueryStatus query={posts}>
          {(all) => {
            const found = all.filter(
              (post) =>
                (category === '' || post.tags.includes(category)) &&
                (post.title.toLowerCase().includes(term) ||
                  post.excerpt.toLowerCase().includes(term)),
            );
            const shown = found.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE);
            return found.length === 0 ? (
              <p role="status" className="alert alert-warning">
                {t('blog.empty')}
              </p>
            ) : (
              <>
                <ul className="row g-4 list-unstyled mb-0">
                  {shown.map((post) => (
                    <li className="col-md-6" key={post.id}>
                      <BlogCard post={post} />
                    </li>
                  ))}
                </ul>
                <Pager
                  pagination={{ page, limit: BLOG_PAGE_SIZE, total: found.length }}
                  onPage={setPage}
                  label={t('blog.pages')}
                />
              </>
            );
          }}
        </QueryStatus>
      </div>
      <div className="col-lg-4">
        <SearchBox
          label={t('blog.search')}
          value={search}
          onChange={changeSearch}
          className="mb-4"
        />
        <QueryStatus query={sidebar}>
          {(data) => <BlogSidebar sidebar={data} category={category} onCategory={changeCategory} />}
        </QueryStatus>
      </div>
    </div>
  );
}
