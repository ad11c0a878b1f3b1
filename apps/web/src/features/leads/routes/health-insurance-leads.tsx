import { useTranslation } from 'react-i18next';
import { useHealthInsuranceLeads } from '../api/list-health-insurance-leads';
import { LeadsScreen } from '../components/leads-screen';

/** `/leads/health-insurance`: the same list, health-insurance leads with their facility. */
export function HealthInsuranceLeadsRoute() {
  const { t } = useTranslation();
  return (
    <LeadsScreen
      title={t('leads.list.healthInsuranceTitle')}
      useList={useHealthInsuranceLeads}
      facility
    />
  );
}
