import { ChartColumn, ClipboardList, PanelsTopLeft, Sheet } from 'lucide-react';
import type { MenuSection } from '../../shared/layout/menu-types';
import { childLink } from './link';

const ELEMENTS = [
  ['input', 'input'],
  ['input-group', 'inputGroup'],
  ['input-mask', 'inputMask'],
  ['textarea', 'textarea'],
  ['checkbox', 'checkbox'],
  ['radio', 'radio'],
  ['switch', 'switch'],
  ['select', 'select'],
  ['number-input', 'numberInput'],
  ['file-uploader', 'fileUploader'],
  ['editor', 'editor'],
  ['pickers', 'pickers'],
] as const;

/** The template's "Forms & Tables" and "Charts" sections. */
export const DEMO_FORMS_MENU: readonly MenuSection[] = [
  {
    id: 'demo-forms',
    titleKey: 'menu.sections.demoForms',
    items: [
      {
        id: 'form-elements',
        titleKey: 'menu.demo.forms.elements.title',
        icon: ClipboardList,
        children: ELEMENTS.map(([path, key]) =>
          childLink(`form-${path}`, `menu.demo.forms.elements.${key}`, `/forms/elements/${path}`),
        ),
      },
      {
        id: 'forms',
        titleKey: 'menu.demo.forms.title',
        icon: PanelsTopLeft,
        children: [
          childLink('form-layout', 'menu.demo.forms.layout', '/forms/layout/form-layout'),
          childLink('form-wizard', 'menu.demo.forms.wizard', '/forms/wizard'),
          childLink('form-validation', 'menu.demo.forms.validation', '/forms/form-validation'),
          childLink('form-repeater', 'menu.demo.forms.repeater', '/forms/form-repeater'),
        ],
      },
      {
        id: 'tables',
        titleKey: 'menu.demo.tables.title',
        icon: Sheet,
        children: [
          childLink('table', 'menu.demo.tables.table', '/tables/reactstrap'),
          childLink('datatable-basic', 'menu.demo.tables.basic', '/datatables/basic'),
          childLink('datatable-advance', 'menu.demo.tables.advanced', '/datatables/advance'),
        ],
      },
    ],
  },
  {
    id: 'demo-charts',
    titleKey: 'menu.sections.demoCharts',
    items: [
      {
        id: 'charts',
        titleKey: 'menu.demo.charts.title',
        icon: ChartColumn,
        badge: { text: '3', variant: 'danger' },
        children: [
          childLink('charts-apex', 'menu.demo.charts.apex', '/charts/apex'),
          childLink('charts-chartjs', 'menu.demo.charts.chartjs', '/charts/chartjs'),
          childLink('charts-recharts', 'menu.demo.charts.recharts', '/charts/recharts'),
        ],
      },
    ],
  },
];
