import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { member } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { COURSE_ID, ENROLLMENT_ID, LMS, ok, page, USER_ID } from '../testing/fixtures';
import { AchievementsRoute } from './achievements';
import { MyLearningRoute } from './my-learning';

const catalogue = [
  {
    key: 'FIRST_COURSE',
    name: 'First steps',
    description: 'Completed your first course.',
    badge: 'graduation-cap',
  },
  {
    key: 'PERFECT_QUIZ',
    name: 'Full marks',
    description: 'Scored 100% in a quiz.',
    badge: 'target',
  },
];

describe('/learning/achievements', () => {
  test('earned ones show their date; locked ones say how to earn them, in the chosen language', async () => {
    server.use(
      http.get(`${LMS}/achievements`, () => ok(catalogue)),
      http.get(`${LMS}/achievements/me`, () =>
        ok([{ ...catalogue[0], awardedAt: '2026-03-15T09:00:00.000Z' }]),
      ),
    );
    signIn(member);
    await i18next.changeLanguage('sw');
    renderRoutes(
      [{ path: '/learning/achievements', element: <AchievementsRoute /> }],
      '/learning/achievements',
    );
    const earned = (await screen.findByRole('heading', { name: 'Hatua za kwanza' })).closest(
      'article',
    )!;
    expect(await within(earned).findByText(/Ulipata/)).toBeInTheDocument();
    expect(earned).not.toHaveClass('learning-locked');
    const locked = screen.getByRole('heading', { name: 'Alama kamili' }).closest('article')!;
    expect(locked).toHaveClass('learning-locked');
    expect(within(locked).getByText('Pata 100% katika jaribio.')).toBeInTheDocument();
  });
});

describe('/learning/my', () => {
  test('my enrolments with their progress bars and status, filtered by status', async () => {
    const seen: URL[] = [];
    server.use(
      http.get(`${LMS}/enrollments/me`, ({ request }) => {
        seen.push(new URL(request.url));
        return page([
          {
            id: ENROLLMENT_ID,
            courseId: COURSE_ID,
            userId: USER_ID,
            status: 'ACTIVE',
            enrolledBy: USER_ID,
            enrolledAt: '2026-03-01T00:00:00.000Z',
            withdrawnAt: null,
            completedAt: null,
            courseTitle: 'Saving basics',
            courseSlug: 'saving-basics',
            percent: 40,
          },
        ]);
      }),
    );
    signIn(member);
    const events = userEvent.setup();
    renderRoutes([{ path: '/learning/my', element: <MyLearningRoute /> }], '/learning/my');
    expect(await screen.findByRole('link', { name: 'Saving basics' })).toHaveAttribute(
      'href',
      '/learning/courses/saving-basics',
    );
    expect(screen.getByRole('progressbar', { name: 'Progress in Saving basics' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    const list = screen.getByRole('list', { name: 'My learning' });
    expect(within(list).getByText('In progress')).toBeInTheDocument();
    expect(seen[0]?.searchParams.get('status')).toBeNull();
    await events.selectOptions(screen.getByLabelText('Status'), 'Completed');
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('status')).toBe('COMPLETED'));
  });
});
