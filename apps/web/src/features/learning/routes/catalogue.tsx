import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUrlSearch } from '../../../shared/hooks/use-url-search';
import { Pager } from '../../../shared/ui/pager';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useCourses } from '../api/list-courses';
import { useMyEnrollments } from '../api/list-my-enrollments';
import { CatalogueFilters } from '../components/catalogue-filters';
import { CourseCard } from '../components/course-card';
import { LearningLinks } from '../components/learning-links';
import { useCatalogueFilters } from '../hooks/use-catalogue-filters';
import '../learning.scss';

/** `/learning`: the published courses, searched and filtered through the URL, ten a page. */
export function CatalogueRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('learning.catalogue.title'));
  const { filters, setFilter, setPage } = useCatalogueFilters();
  const [search, setSearch] = useUrlSearch(filters.search, (value) => setFilter('search', value));
  const courses = useCourses(filters);
  // Enough to badge every course of a page; nobody is in a hundred courses at once.
  const mine = useMyEnrollments({ page: 1, limit: 100, status: '' });
  const enrolled = new Set(
    mine.data?.items.filter((item) => item.status !== 'WITHDRAWN').map((item) => item.courseId),
  );

  return (
    <section aria-labelledby="learning-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-4">
        <div>
          <h1 id="learning-title" className="h3 mb-1">
            {t('learning.catalogue.title')}
          </h1>
          <p className="text-body-secondary mb-0">{t('learning.catalogue.lead')}</p>
        </div>
        <LearningLinks />
      </div>
      <CatalogueFilters
        filters={filters}
        search={search}
        onSearch={setSearch}
        onCategory={(value) => setFilter('category', value)}
      />
      <QueryStatus query={courses}>
        {({ items, pagination }) => (
          <div aria-busy={courses.isFetching}>
            {items.length === 0 ? (
              <div className="text-body-secondary py-3" role="status">
                <p className="mb-2">
                  {filters.search || filters.category
                    ? t('learning.catalogue.noMatch')
                    : t('learning.catalogue.empty')}
                </p>
                {(filters.search || filters.category) && (
                  <Link
                    to="/learning"
                    className="btn btn-sm btn-outline-secondary"
                    onClick={() => setSearch('')}
                  >
                    {t('learning.catalogue.clear')}
                  </Link>
                )}
              </div>
            ) : (
              <ul
                className="row g-3 list-unstyled mb-0"
                aria-label={t('learning.catalogue.courses')}
              >
                {items.map((course) => (
                  <li key={course.id} className="col-12 col-sm-6 col-lg-4">
                    <CourseCard course={course} enrolled={enrolled.has(course.id)} />
                  </li>
                ))}
              </ul>
            )}
            {pagination.total > 0 && (
              <Pager
                pagination={pagination}
                onPage={(next) => {
                  setPage(next);
                  window.scrollTo({ top: 0 });
                }}
                label={t('learning.catalogue.pages')}
              />
            )}
          </div>
        )}
      </QueryStatus>
    </section>
  );
}
