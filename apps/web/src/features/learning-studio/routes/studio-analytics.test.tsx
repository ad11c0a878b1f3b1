import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { Chart } from '../../../shared/testing/fake-chart';
import { instructor, ok, ORGANISATION_ID } from '../testing/fixtures';
import { StudioAnalyticsRoute } from './studio-analytics';

vi.mock('chart.js', () => import('../../../shared/testing/fake-chart'));

// Each test opens lazy screens and types a lot: a loaded machine needs more than 5 s.
describe('/learning/studio/analytics', { timeout: 20_000 }, () => {
  test('the weekly series is drawn and tabled, with the project’s completion rate', async () => {
    Chart.instances = [];
    const weeks: (string | null)[] = [];
    server.use(
      http.get('*/lms/v1/analytics/overview', ({ request }) => {
        weeks.push(new URL(request.url).searchParams.get('weeks'));
        return ok({
          courses: 3,
          enrolled: 90,
          withdrawn: 10,
          completed: 20,
          completionRate: 0.25,
          activeLast30Days: 40,
          weekly: [
            { week: '2026-11-09', enrolled: 5, completed: 1, activeLearners: 12 },
            { week: '2026-11-16', enrolled: 8, completed: 3, activeLearners: 15 },
          ],
        });
      }),
      http.get('*/lms/v1/completion-rate', () =>
        ok({ enrolled: 2000, withdrawn: 100, completed: 950, completionRate: 0.5 }),
      ),
    );
    signIn(instructor, ORGANISATION_ID);
    const events = userEvent.setup();
    renderRoutes([{ path: '/a', element: <StudioAnalyticsRoute /> }], '/a');

    const mine = await screen.findByLabelText('Your courses');
    expect(within(mine).getByText('Courses').nextSibling).toHaveTextContent('3');
    expect(within(mine).getByText('Completion rate').nextSibling).toHaveTextContent('25%');
    const project = await screen.findByLabelText('Whole project');
    expect(within(project).getByText('Enrolled').nextSibling).toHaveTextContent('2,000');
    expect(within(project).getByText('Completion rate').nextSibling).toHaveTextContent('50%');

    await waitFor(() => expect(Chart.instances).toHaveLength(1));
    const drawn = Chart.instances[0]!.config;
    expect(drawn.type).toBe('line');
    expect(drawn.data.datasets.map((set) => set.data)).toEqual([
      [5, 8],
      [1, 3],
      [12, 15],
    ]);
    await events.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Week by week' });
    const row = within(table).getByRole('rowheader', { name: 'Nov 16' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8', '3', '15']);

    expect(weeks).toEqual(['12']);
    await events.selectOptions(screen.getByLabelText('Period'), 'Last 26 weeks');
    await waitFor(() => expect(weeks.at(-1)).toBe('26'));
  });
});
