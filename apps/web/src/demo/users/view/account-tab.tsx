import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../shared/ui/query-status';
import { Table } from '../../../shared/ui/table';
import { useInvoiceList } from '../../invoice/api/list-invoices';
import type { DirectoryUser } from '../../mock/schemas/directory-user-schema';

const PROJECTS: [string, string, number][] = [
  ['React Dashboard', 'ReactJS', 78],
  ['Figma Design System', 'Figma', 52],
  ['Mobile Banking App', 'Flutter', 90],
  ['Learning Portal', 'Vue', 35],
];

const RECENT_INVOICES = {
  q: '',
  status: '',
  page: 1,
  perPage: 5,
  sortColumn: 'id',
  sort: 'desc',
} as const;

/** Projects, the activity timeline and the latest invoices, as the template's first tab. */
export function AccountTab({ user }: { user: DirectoryUser }) {
  const { t, i18n } = useTranslation('demo-users');
  const dollars = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  const invoices = useInvoiceList(RECENT_INVOICES);
  return (
    <div className="d-grid gap-3 pt-3">
      <section className="card" aria-labelledby="user-projects">
        <div className="card-body">
          <h2 id="user-projects" className="h5">
            {t('view.projects')}
          </h2>
          <Table caption={t('view.projects')}>
            <thead>
              <tr>
                <th scope="col">{t('view.project')}</th>
                <th scope="col">{t('view.progress')}</th>
              </tr>
            </thead>
            <tbody>
              {PROJECTS.map(([name, stack, progress]) => (
                <tr key={name}>
                  <td>
                    <div className="fw-semibold">{name}</div>
                    <div className="small text-body-secondary">{stack}</div>
                  </td>
                  <td className="text-nowrap">{progress}%</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </section>
      <section className="card" aria-labelledby="user-activity">
        <div className="card-body">
          <h2 id="user-activity" className="h5">
            {t('view.activity')}
          </h2>
          <ol className="list-unstyled mb-0 d-grid gap-2">
            {(['activity1', 'activity2', 'activity3'] as const).map((key, index) => (
              <li key={key} className="border-start border-3 border-primary ps-3">
                <p className="fw-semibold mb-0">{t(`view.${key}`, { name: user.fullName })}</p>
                <p className="small text-body-secondary mb-0">
                  {t('view.hoursAgo', { hours: (index + 1) * 12 })}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="card" aria-labelledby="user-invoices">
        <div className="card-body">
          <h2 id="user-invoices" className="h5">
            {t('view.invoices')}
          </h2>
          <QueryStatus query={invoices}>
            {(data) => (
              <Table caption={t('view.invoices')}>
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">{t('view.invoiceStatus')}</th>
                    <th scope="col" className="text-end">
                      {t('view.invoiceTotal')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.invoices.map((invoice) => (
                    <tr key={invoice.id}>
                      <td>
                        <Link to={`/apps/invoice/preview/${invoice.id}`}>#{invoice.id}</Link>
                      </td>
                      <td>{invoice.invoiceStatus}</td>
                      <td className="text-end">{dollars.format(invoice.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </QueryStatus>
        </div>
      </section>
    </div>
  );
}
