import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { server } from '../../../shared/testing/server';
import { Chart } from '../../../shared/testing/fake-chart';
import { analytics, course, detail, lessonId, ok, problem } from '../testing/fixtures';
import { renderEditor } from '../testing/render-editor';

vi.mock('chart.js', () => import('../../../shared/testing/fake-chart'));

// Each test opens lazy screens and types a lot: a loaded machine needs more than 5 s.
describe('/learning/studio/:courseId', { timeout: 20_000 }, () => {
  test('Details: the changes and the completion rule are saved; server errors land on fields', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.put('*/lms/v1/courses/:id', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return bodies.length === 1
          ? problem(422, 'VALIDATION_ERROR', 'Check the fields.', [
              { path: 'category', message: 'must be at most 100 characters' },
            ])
          : ok(course({ title: 'Saving well' }));
      }),
    );
    const { events } = renderEditor();
    const title = await screen.findByLabelText('Title');
    expect(screen.getByText('saving-basics')).toBeInTheDocument();
    await events.clear(title);
    await events.type(title, 'Saving well');
    await events.click(screen.getByRole('button', { name: 'Show preview' }));
    expect(
      within(screen.getByRole('region', { name: 'Preview' })).getByRole('heading', {
        name: 'Welcome',
      }),
    ).toBeInTheDocument();
    await events.click(screen.getByLabelText('Only the lessons chosen here'));
    await events.click(screen.getByLabelText('Lesson 2'));
    const passMark = screen.getByLabelText('Quiz pass mark (%)');
    await events.clear(passMark);
    await events.type(passMark, '80');
    await events.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Must be at most 100 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true');
    await events.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({
      title: 'Saving well',
      category: 'Finance',
      completionRule: { requiredLessons: [lessonId(2)], quizPassMark: 80, minMinutes: 0 },
    });
  });

  test('Publish asks first and shows the server’s refusal in the dialog', async () => {
    let calls = 0;
    server.use(
      http.put('*/lms/v1/courses/:id/publish', () => {
        calls += 1;
        return problem(422, 'COURSE_HAS_NO_LESSONS', 'Add a lesson before publishing.');
      }),
    );
    const { events } = renderEditor('details', detail({ sections: [] }));
    await events.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this course?' });
    expect(calls).toBe(0);
    await events.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Add a lesson before publishing.',
    );
    expect(calls).toBe(1);
  });

  test('Analytics: the headline figures, the drop-off chart and its table', async () => {
    Chart.instances = [];
    server.use(http.get('*/lms/v1/analytics/courses/:id', () => ok(analytics)));
    const { events } = renderEditor('analytics');
    const kpis = await screen.findByLabelText('Headline figures');
    expect(within(kpis).getByText('Enrolled').nextSibling).toHaveTextContent('1,240');
    expect(within(kpis).getByText('Active in the last 30 days').nextSibling).toHaveTextContent(
      '410',
    );
    expect(within(kpis).getByText('Completion rate').nextSibling).toHaveTextContent('25%');
    expect(within(kpis).getByText('Median days to complete').nextSibling).toHaveTextContent('12.5');
    const quiz = screen.getByLabelText('Quiz figures');
    expect(within(quiz).getByText('Quiz pass rate').nextSibling).toHaveTextContent('80%');
    expect(within(quiz).getByText('Mean quiz score').nextSibling).toHaveTextContent('76.5');

    await waitFor(() => expect(Chart.instances).toHaveLength(1));
    expect(Chart.instances[0]?.config.type).toBe('bar');
    expect(Chart.instances[0]?.config.data.datasets[0]?.data).toEqual([1200, 700]);
    await events.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Learners reaching each lesson' });
    expect(
      within(table).getByRole('rowheader', { name: 'Lesson 2' }).nextSibling,
    ).toHaveTextContent('700');
  });
});
