import { useId } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GroupType } from '@pamoja/contract/groups';
import { groupTypes } from '@pamoja/contract/groups';
import { GroupTypeOptions } from './group-type-options';

interface EnquiryFiltersProps {
  groupType: GroupType | '';
  onGroupType: (value: GroupType | '') => void;
  search: string;
  onSearch: (value: string) => void;
}

const isGroupType = (value: string): value is GroupType =>
  (groupTypes as readonly string[]).includes(value);

/** The type filter and the search box above the enquiries. */
export function EnquiryFilters({ groupType, onGroupType, search, onSearch }: EnquiryFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form
      role="search"
      className="d-flex flex-wrap gap-2 mb-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <div>
        <label className="form-label visually-hidden" htmlFor={`${id}-type`}>
          {t('groupEnquiries.list.filterType')}
        </label>
        <select
          id={`${id}-type`}
          className="form-select form-select-sm"
          value={groupType}
          onChange={(event) => {
            const value = event.target.value;
            onGroupType(isGroupType(value) ? value : '');
          }}
        >
          <option value="">{t('groupEnquiries.list.allTypes')}</option>
          <GroupTypeOptions />
        </select>
      </div>
      <div className="enquiry-search">
        <label className="form-label visually-hidden" htmlFor={`${id}-search`}>
          {t('groupEnquiries.list.search')}
        </label>
        <div className="input-group input-group-sm">
          <span className="input-group-text" aria-hidden="true">
            <Search size={14} />
          </span>
          <input
            id={`${id}-search`}
            type="search"
            className="form-control"
            placeholder={t('groupEnquiries.list.search')}
            // The server takes at most 100 characters of search.
            maxLength={100}
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            autoComplete="off"
          />
        </div>
      </div>
    </form>
  );
}
