import { useTranslation } from 'react-i18next';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import { DemoPagination } from '../widgets/demo-pagination';

const EXAMPLES = [
  ['basic', {}],
  ['separated', { className: 'pagination-separated' }],
  ['iconText', { arrows: 'both' }],
  ['iconsOnly', { arrows: 'icons' }],
  ['success', { className: 'pagination-success' }],
  ['danger', { className: 'pagination-danger' }],
  ['info', { className: 'pagination-info' }],
  ['warning', { className: 'pagination-warning' }],
  ['center', { className: 'justify-content-center' }],
  ['end', { className: 'justify-content-end' }],
  ['large', { className: 'pagination-lg' }],
  ['small', { className: 'pagination-sm' }],
] as const;

/** `/components/pagination`: working page links in each of the template's styles. */
export function PaginationPage() {
  const { t } = useTranslation('demo-ui');
  return (
    <ShowcasePage page="pagination">
      {EXAMPLES.map(([id, options]) => (
        <ExampleCard key={id} title={t(`pagination.examples.${id}`)}>
          <DemoPagination label={t(`pagination.examples.${id}`)} {...options} />
        </ExampleCard>
      ))}
    </ShowcasePage>
  );
}
