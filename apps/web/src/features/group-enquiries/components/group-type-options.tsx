import { useTranslation } from 'react-i18next';
import { groupTypes } from '@pamoja/contract/groups';

/** One `<option>` per group type, in the reader's language; the value stays the contract's code. */
export function GroupTypeOptions() {
  const { t } = useTranslation();
  return groupTypes.map((type) => (
    <option key={type} value={type}>
      {t(`groupEnquiries.types.${type}`)}
    </option>
  ));
}
