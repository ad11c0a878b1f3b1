import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '../../../shared/testing/server';
import { detail, lesson, ok, SECTION_1 } from '../testing/fixtures';
import { renderEditor } from '../testing/render-editor';

const WHY = 'A Sacco pays interest; a mattress does not.';

/** A course whose one lesson is a quiz of one explained question. */
const quizCourse = () =>
  detail({
    sections: [
      {
        id: SECTION_1,
        title: 'Start',
        position: 1,
        lessons: [
          lesson(1, {
            type: 'QUIZ',
            content: {
              passMark: 70,
              attemptsAllowed: 3,
              shuffle: false,
              questions: [
                {
                  id: 'q1',
                  kind: 'SINGLE',
                  text: 'Where do savings grow?',
                  options: [
                    { id: 'a', text: 'In a Sacco' },
                    { id: 'b', text: 'Under the mattress' },
                  ],
                  correct: ['a'],
                  explanation: WHY,
                },
              ],
            },
          }),
        ],
      },
    ],
  });

async function openQuiz() {
  const bodies: { content: { questions: Record<string, unknown>[] } }[] = [];
  server.use(
    http.put('*/lms/v1/courses/:id/lessons/:lessonId', async ({ request }) => {
      bodies.push((await request.json()) as (typeof bodies)[number]);
      return ok(lesson(1));
    }),
  );
  const view = renderEditor('outline', quizCourse());
  await view.events.click(await screen.findByRole('button', { name: 'Edit Lesson 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit lesson' });
  return { ...view, bodies, dialog: within(dialog) };
}

// Each test opens lazy screens and types a lot: a loaded machine needs more than 5 s.
describe('the quiz builder’s explanations', { timeout: 20_000 }, () => {
  test('shows the saved one, sends it with its question, and leaves a blank one out', async () => {
    const { events, dialog, bodies } = await openQuiz();
    const first = dialog.getByLabelText('Explanation of question 1 (optional)');
    expect(first).toHaveValue(WHY);
    expect(first).toHaveAccessibleDescription(
      'Why the answer is right. Learners see it only after answering.',
    );

    await events.click(dialog.getByRole('button', { name: 'Add a question' }));
    await events.type(dialog.getByLabelText('Text of question 2'), 'Is a chama a group?');
    await events.type(dialog.getByLabelText('Question 2, option 1'), 'Yes');
    await events.type(dialog.getByLabelText('Question 2, option 2'), 'No');
    const second = dialog.getByRole('group', { name: 'Question 2' });
    await events.click(within(second).getByLabelText('Option 1 is correct'));
    // Spaces only: no explanation at all.
    await events.type(dialog.getByLabelText('Explanation of question 2 (optional)'), '   ');
    await events.click(dialog.getByRole('button', { name: 'Save lesson' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    const [explained, bare] = bodies[0]!.content.questions;
    expect(explained).toMatchObject({ id: 'q1', explanation: WHY });
    expect(bare).not.toHaveProperty('explanation');
  });

  test('refuses one over 1000 characters on its field, before anything is sent', async () => {
    const { events, dialog, bodies } = await openQuiz();
    const field = dialog.getByLabelText('Explanation of question 1 (optional)');
    await events.clear(field);
    await events.click(field);
    await events.paste('x'.repeat(1001));
    await events.click(dialog.getByRole('button', { name: 'Save lesson' }));

    expect(await dialog.findByText('Must be at most 1000 characters.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
  });
});
