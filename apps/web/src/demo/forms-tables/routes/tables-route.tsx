import { useTranslation } from 'react-i18next';
import { Table } from '../../../shared/ui/table';
import { ShowcaseCard } from '../components/showcase-card';
import { ShowcasePage } from '../components/showcase-page';

const ROWS = [
  { project: 'Savings app', client: 'Amina Otieno', users: 4, status: 'active' },
  { project: 'Loan portal', client: 'Juma Mwangi', users: 7, status: 'pending' },
  { project: 'Airtime API', client: 'Wanjiru Kamau', users: 2, status: 'completed' },
  { project: 'Learning site', client: 'Baraka Njoroge', users: 5, status: 'active' },
] as const;

const BADGE = { active: 'primary', pending: 'warning', completed: 'success' } as const;

// Each of Bootstrap's table styles: the id names the card, the classes are what it shows.
const VARIANTS = [
  ['basic', ''],
  ['dark', 'table-dark'],
  ['headLight', 'head-light'],
  ['headDark', 'head-dark'],
  ['striped', 'table-striped'],
  ['stripedDark', 'table-striped table-dark'],
  ['bordered', 'table-bordered'],
  ['borderless', 'table-borderless'],
  ['hover', 'table-hover'],
  ['small', 'table-sm'],
] as const;

function SampleTable({
  caption,
  variant,
  contextual = false,
}: {
  caption: string;
  variant: string;
  contextual?: boolean;
}) {
  const { t } = useTranslation('demo-forms');
  const head =
    variant === 'head-light' ? 'table-light' : variant === 'head-dark' ? 'table-dark' : undefined;
  const classes = variant.startsWith('head-') ? 'align-middle' : `${variant} align-middle`;
  const tones = ['table-primary', 'table-success', 'table-warning', 'table-danger'];
  return (
    <Table caption={caption} variant={classes}>
      <thead className={head}>
        <tr>
          <th scope="col">{t('tables.project')}</th>
          <th scope="col">{t('tables.client')}</th>
          <th scope="col">{t('tables.users')}</th>
          <th scope="col">{t('tables.status')}</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row, index) => (
          <tr key={row.project} className={contextual ? tones[index] : undefined}>
            <td className="fw-semibold text-nowrap">{row.project}</td>
            <td className="text-nowrap">{row.client}</td>
            <td>{row.users}</td>
            <td>
              <span className={`badge text-bg-${BADGE[row.status]}`}>
                {t(`tables.${row.status}`)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** `/tables/reactstrap`: the app's table in each of Bootstrap's styles. */
export function TablesRoute() {
  const { t } = useTranslation('demo-forms');
  return (
    <ShowcasePage title={t('tables.title')} lead={t('tables.lead')}>
      {VARIANTS.map(([key, variant]) => (
        <ShowcaseCard key={key} title={t(`tables.variants.${key}`)}>
          <SampleTable caption={t(`tables.variants.${key}`)} variant={variant} />
        </ShowcaseCard>
      ))}
      <ShowcaseCard title={t('tables.variants.contextual')}>
        <SampleTable caption={t('tables.variants.contextual')} variant="" contextual />
      </ShowcaseCard>
      <ShowcaseCard
        title={t('tables.variants.responsive')}
        description={t('tables.responsiveNote')}
      >
        <SampleTable caption={t('tables.variants.responsive')} variant="text-nowrap" />
      </ShowcaseCard>
    </ShowcasePage>
  );
}
