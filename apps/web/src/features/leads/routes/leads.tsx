import { useTranslation } from 'react-i18next';
import { useLeads } from '../api/list-leads';
import { AgentToday } from '../components/agent-today';
import { LeadsScreen } from '../components/leads-screen';

/** `/leads`: an agent's home (their day, then their leads), every lead for an admin. */
export function LeadsRoute() {
  const { t } = useTranslation();
  return (
    // The agent's day under the page's title, so the headings stay in order.
    <LeadsScreen title={t('leads.list.title')} useList={useLeads} intro={<AgentToday />} />
  );
}
