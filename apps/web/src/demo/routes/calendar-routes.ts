import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../shared/i18n/i18n';

/** the calendar app (/apps/calendar), in the main layout. */
export const DEMO_CALENDAR_ROUTES: RouteObject[] = [
  {
    path: 'apps/calendar',
    lazy: async () => {
      const [{ CalendarRoute }] = await Promise.all([
        import('../calendar/routes/calendar-route'),
        loadNamespace('demo-calendar'),
      ]);
      return { Component: CalendarRoute };
    },
  },
];
