import { useTranslation } from 'react-i18next';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { Table } from '../../../shared/ui/table';
import { Avatar, initialsOf } from '../components/avatar';
import type { Tone } from '../components/avatar';
import { useFigures } from '../lib/figures';

type Category = 'technology' | 'grocery' | 'fashion';

// The template's own rows: the mock has no call for companies.
const COMPANIES: [string, string, Category, number, number, number][] = [
  ['Dixons', 'meguc@ruj.io', 'technology', 23400, 891.2, 68],
  ['Motels', 'vecav@hodzi.co.uk', 'grocery', 78000, 668.51, 97],
  ['Zipcar', 'davcilse@is.gov', 'fashion', 162, 522.29, 62],
  ['Owning', 'us@cuhil.gov', 'technology', 214, 291.01, 88],
  ['Cafés', 'pudais@jife.com', 'grocery', 208, 783.93, -16],
  ['Kmart', 'bipri@cawiw.com', 'fashion', 990, 780.05, 78],
  ['Payers', 'luk@izug.io', 'fashion', 12900, 531.49, 42],
];

const TONES: Record<Category, Tone> = {
  technology: 'primary',
  grocery: 'success',
  fashion: 'warning',
};

/** The company table (e-commerce): views, revenue and the change in sales of seven companies. */
export function CompanyTableCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  const caption = t('demoDashboards.companies.title');
  return (
    // The table names itself (its caption and scroll region): a card landmark would repeat it.
    <div className="card h-100">
      <Table caption={caption}>
        <thead>
          <tr>
            <th scope="col">{t('demoDashboards.companies.company')}</th>
            <th scope="col">{t('demoDashboards.companies.category')}</th>
            <th scope="col" className="text-end">
              {t('demoDashboards.companies.views')}
            </th>
            <th scope="col" className="text-end">
              {t('demoDashboards.companies.revenue')}
            </th>
            <th scope="col" className="text-end">
              {t('demoDashboards.companies.sales')}
            </th>
          </tr>
        </thead>
        <tbody>
          {COMPANIES.map(([name, email, category, views, revenue, sales]) => (
            <tr key={name}>
              <th scope="row" className="fw-normal">
                <div className="d-flex align-items-center gap-2">
                  <Avatar tone={TONES[category]} small>
                    {initialsOf(name)}
                  </Avatar>
                  <div>
                    <div className="fw-semibold">{name}</div>
                    <div className="small text-body-secondary">{email}</div>
                  </div>
                </div>
              </th>
              <td>{t(`demoDashboards.companies.${category}`)}</td>
              <td className="text-end">{figures.number(views)}</td>
              <td className="text-end text-nowrap">{figures.dollars(revenue)}</td>
              <td className="text-end text-nowrap">
                <span className="d-inline-flex align-items-center gap-1">
                  {figures.percent(Math.abs(sales))}
                  {sales < 0 ? (
                    <TrendingDown size={16} className="text-danger-emphasis" aria-hidden="true" />
                  ) : (
                    <TrendingUp size={16} className="text-success-emphasis" aria-hidden="true" />
                  )}{' '}
                  <span className="visually-hidden">
                    {t(sales < 0 ? 'demoDashboards.companies.down' : 'demoDashboards.companies.up')}
                  </span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
