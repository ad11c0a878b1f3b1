import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../shared/ui/search-box';
import { useCourseCategories } from '../api/list-course-categories';
import type { CourseFilters } from '../api/list-courses';

interface CatalogueFiltersProps {
  filters: CourseFilters;
  /** What is typed, before it is sent (the URL follows once typing pauses). */
  search: string;
  onSearch: (value: string) => void;
  onCategory: (value: string) => void;
}

/** Search and category above the catalogue. */
export function CatalogueFilters({ filters, search, onSearch, onCategory }: CatalogueFiltersProps) {
  const { t } = useTranslation();
  const categories = useCourseCategories();
  const categoryId = useId();
  const options = new Set(categories.data ?? []);
  if (filters.category) options.add(filters.category);
  return (
    <div
      role="group"
      aria-label={t('learning.catalogue.filters')}
      className="row g-2 align-items-end mb-4"
    >
      <div className="col-12 col-md-7">
        <SearchBox
          label={t('learning.catalogue.search')}
          hint={t('learning.catalogue.searchHint')}
          value={search}
          onChange={onSearch}
        />
      </div>
      <div className="col-12 col-md-5">
        <label className="form-label small mb-1" htmlFor={categoryId}>
          {t('learning.catalogue.category')}
        </label>
        <select
          id={categoryId}
          className="form-select"
          value={filters.category}
          onChange={(event) => onCategory(event.target.value)}
        >
          <option value="">{t('learning.catalogue.anyCategory')}</option>
          {[...options].map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
