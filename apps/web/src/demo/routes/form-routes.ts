import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import type { LoadPage } from './lazy-page';

const page = (path: string, load: LoadPage) => lazyPage(path, 'demo-forms', load);

/**
 * The showcase's /forms/*, /tables/*, /datatables/* and /charts/* pages, in the main layout:
 * one chunk per page, so a page's libraries (the editor, the pickers) load with it alone.
 */
export const DEMO_FORM_ROUTES: RouteObject[] = [
  page(
    'datatables/basic',
    async () => (await import('../forms-tables/routes/datatables-basic')).DatatablesBasicRoute,
  ),
  page(
    'datatables/advance',
    async () => (await import('../forms-tables/routes/datatables-advance')).DatatablesAdvanceRoute,
  ),
  page(
    'forms/wizard',
    async () => (await import('../forms-tables/routes/form-wizard-route')).FormWizardRoute,
  ),
  page(
    'forms/form-validation',
    async () => (await import('../forms-tables/routes/form-validation-route')).FormValidationRoute,
  ),
  page(
    'forms/form-repeater',
    async () => (await import('../forms-tables/routes/form-repeater-route')).FormRepeaterRoute,
  ),
  page(
    'forms/elements/input',
    async () => (await import('../forms-tables/elements/input-route')).InputRoute,
  ),
  page(
    'forms/elements/input-group',
    async () => (await import('../forms-tables/elements/input-group-route')).InputGroupRoute,
  ),
  page(
    'forms/elements/input-mask',
    async () => (await import('../forms-tables/elements/input-mask-route')).InputMaskRoute,
  ),
  page(
    'forms/elements/textarea',
    async () => (await import('../forms-tables/elements/textarea-route')).TextareaRoute,
  ),
  page(
    'forms/elements/checkbox',
    async () => (await import('../forms-tables/elements/choice-routes')).CheckboxRoute,
  ),
  page(
    'forms/elements/radio',
    async () => (await import('../forms-tables/elements/choice-routes')).RadioRoute,
  ),
  page(
    'forms/elements/switch',
    async () => (await import('../forms-tables/elements/choice-routes')).SwitchRoute,
  ),
  page(
    'forms/elements/select',
    async () => (await import('../forms-tables/elements/select-route')).SelectRoute,
  ),
  page(
    'forms/elements/number-input',
    async () => (await import('../forms-tables/elements/number-input-route')).NumberInputRoute,
  ),
  page(
    'forms/elements/file-uploader',
    async () => (await import('../forms-tables/elements/file-uploader-route')).FileUploaderRoute,
  ),
  page(
    'forms/elements/editor',
    async () => (await import('../forms-tables/elements/editor-route')).EditorRoute,
  ),
  page(
    'forms/elements/pickers',
    async () => (await import('../forms-tables/elements/pickers-route')).PickersRoute,
  ),
  page(
    'forms/layout/form-layout',
    async () => (await import('../forms-tables/elements/form-layout-route')).FormLayoutRoute,
  ),
  page(
    'tables/reactstrap',
    async () => (await import('../forms-tables/routes/tables-route')).TablesRoute,
  ),
  page(
    'charts/apex',
    async () => (await import('../charts-showcase/routes/charts-route')).ApexChartsRoute,
  ),
  page(
    'charts/chartjs',
    async () => (await import('../charts-showcase/routes/charts-route')).ChartjsChartsRoute,
  ),
  page(
    'charts/recharts',
    async () => (await import('../charts-showcase/routes/charts-route')).RechartsChartsRoute,
  ),
];
