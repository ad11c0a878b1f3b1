import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { courseStatuses } from '@pamoja/contract/courses';
import type { CourseStatus } from '@pamoja/contract/courses';
import { SearchBox } from '../../../shared/ui/search-box';
import type { StudioFilters } from '../api/list-studio-courses';

interface Props {
  filters: StudioFilters;
  /** What is typed, before it is sent (the URL follows once typing pauses). */
  search: string;
  onSearch: (value: string) => void;
  onStatus: (status: CourseStatus | '') => void;
  onMine: (mine: boolean) => void;
}

const SCOPES = [
  { id: 'mine', mine: true },
  { id: 'all', mine: false },
] as const;

/** Search, status and "Mine" / "All" above the studio's course list. */
export function StudioCourseFilters({ filters, search, onSearch, onStatus, onMine }: Props) {
  const { t } = useTranslation();
  return (
    <div className="row g-2 mb-3" role="group" aria-label={t('studio.list.filters')}>
      <div className="col-sm-6 col-lg-4">
        <SearchBox label={t('studio.list.search')} value={search} onChange={onSearch} />
      </div>
      <div className="col-sm-6 col-lg-3">
        <label className="visually-hidden" htmlFor="studio-status">
          {t('studio.list.status')}
        </label>
        <select
          id="studio-status"
          className="form-select"
          value={filters.status}
          onChange={(event) => onStatus(event.target.value as CourseStatus | '')}
        >
          <option value="">{t('studio.list.anyStatus')}</option>
          {courseStatuses.map((one) => (
            <option key={one} value={one}>
              {t(`studio.status.${one}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="col-auto">
        <legend className="visually-hidden">{t('studio.list.scope')}</legend>
        <div className="d-flex gap-1">
          {SCOPES.map((scope) => (
            <Fragment key={scope.id}>
              <input
                id={`studio-scope-${scope.id}`}
                type="radio"
                name="studio-scope"
                className="btn-check"
                checked={filters.mine === scope.mine}
                onChange={() => onMine(scope.mine)}
              />
              <label className="btn btn-outline-secondary" htmlFor={`studio-scope-${scope.id}`}>
                {t(`studio.list.${scope.id}`)}
              </label>
            </Fragment>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
