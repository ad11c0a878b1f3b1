import { useTranslation } from 'react-i18next';
import { useLeads } from '../api/list-leads';
import { LeadsScreen } from '../components/leads-screen';

/** `/leads`: an agent's own leads (their home), every lead of the business for an admin. */
export function LeadsRoute() {
  const { t } = useTranslation();
  return <LeadsScreen title={t('leads.list.title')} useList={useLeads} />;
}
