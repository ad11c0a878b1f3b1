import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { server } from '../../../shared/testing/server';
import { detail, lesson, lessonId, ok, problem, SECTION_1, SECTION_2 } from '../testing/fixtures';
import { FakeXhr } from '../testing/fake-xhr';
import { renderEditor } from '../testing/render-editor';

afterEach(() => vi.unstubAllGlobals());

// Each test opens lazy screens and types a lot: a loaded machine needs more than 5 s.
describe('the Outline tab', { timeout: 20_000 }, () => {
  test('moving a lesson by keyboard sends the full new order and says where it went', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('*/lms/v1/courses/:id/outline', async ({ request }) => {
        bodies.push(await request.json());
        return ok(null);
      }),
    );
    const { events } = renderEditor('outline');
    const down = await screen.findByRole('button', { name: 'Move Lesson 2 down' });
    expect(screen.getByRole('button', { name: 'Move Lesson 1 up' })).toBeDisabled();
    down.focus();
    await events.keyboard('{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      sections: [
        { id: SECTION_1, lessonIds: [lessonId(1)] },
        { id: SECTION_2, lessonIds: [lessonId(2), lessonId(3)] },
      ],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Lesson 2 moved: lesson 1 of 2 in More.');
    const more = screen.getByRole('list', { name: 'Lessons of More' });
    expect(within(more).getAllByRole('listitem')[0]).toHaveTextContent('Lesson 2');
  });

  test('a refused order is put back and announced', async () => {
    server.use(
      http.put('*/lms/v1/courses/:id/outline', () => problem(422, 'OUTLINE_MISMATCH', 'Stale.')),
    );
    const { events } = renderEditor('outline');
    await events.click(await screen.findByRole('button', { name: 'Move section More up' }));
    expect(await screen.findByText(/could not be saved/)).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 3 });
    expect(sections.map((heading) => heading.textContent)).toEqual(['Start', 'More']);
  });

  test('the quiz builder asks for a correct option before anything is sent, then maps server errors', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('*/lms/v1/courses/:id/lessons', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return problem(422, 'VALIDATION_ERROR', 'Check the quiz.', [
          { path: 'content.questions.0.text', message: 'enter a clearer question' },
        ]);
      }),
    );
    const { events } = renderEditor('outline');
    await events.click(await screen.findByRole('button', { name: 'Add a lesson to Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a lesson' });
    await events.type(within(dialog).getByLabelText('Lesson title'), 'Check');
    await events.selectOptions(within(dialog).getByLabelText('Type'), 'Quiz');
    await events.type(within(dialog).getByLabelText('Text of question 1'), 'Is saving good?');
    await events.type(within(dialog).getByLabelText('Question 1, option 1'), 'Yes');
    await events.type(within(dialog).getByLabelText('Question 1, option 2'), 'No');
    await events.click(within(dialog).getByRole('button', { name: 'Save lesson' }));
    expect(
      await within(dialog).findByText('Mark at least one option correct.'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await events.click(within(dialog).getByLabelText('Option 1 is correct'));
    await events.click(within(dialog).getByRole('button', { name: 'Save lesson' }));
    expect(await within(dialog).findByText('Enter a clearer question.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Text of question 1')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const content = bodies[0]?.content as {
      questions: { correct: string[]; options: { id: string }[] }[];
    };
    expect(bodies[0]).toMatchObject({ type: 'QUIZ', sectionId: SECTION_1, title: 'Check' });
    expect(content.questions[0]?.correct).toEqual([content.questions[0]?.options[0]?.id]);
  });

  test('a FILE lesson uploads its material with a progress bar, with the client’s headers', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.instances = [];
    const fileLesson = lesson(1, { type: 'FILE', content: {} });
    const { events } = renderEditor(
      'outline',
      detail({
        sections: [{ id: SECTION_1, title: 'Start', position: 1, lessons: [fileLesson] }],
      }),
    );
    await events.click(await screen.findByRole('button', { name: 'Edit Lesson 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit lesson' });
    const pdf = new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' });
    await events.upload(within(dialog).getByLabelText('Upload a file'), pdf);

    const xhr = FakeXhr.instances[0]!;
    expect(xhr.url).toMatch(new RegExp(`/lms/v1/lessons/${lessonId(1)}/materials$`));
    expect(xhr.headers['x-project']).toBe('pamoja');
    expect(xhr.headers.authorization).toMatch(/^Bearer /);
    expect(xhr.headers['x-csrf-token']).toMatch(/^[0-9a-f]{64}$/);
    act(() => xhr.progress(40, 100));
    const bar = within(dialog).getByRole('progressbar', { name: 'Upload of guide.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    act(() =>
      xhr.respond(201, {
        message: 'Success',
        data: {
          id: '1a2b3c4d-0000-4000-8000-0000000000c1',
          name: 'guide.pdf',
          contentType: 'application/pdf',
          size: 8,
          url: '/x',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      }),
    );
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('File shown to learners')).toHaveValue(
      '1a2b3c4d-0000-4000-8000-0000000000c1',
    );
  });

  test('a refused upload says why beside the file', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.instances = [];
    const { events } = renderEditor(
      'outline',
      detail({
        sections: [
          {
            id: SECTION_1,
            title: 'Start',
            position: 1,
            lessons: [lesson(1, { type: 'FILE', content: {} })],
          },
        ],
      }),
    );
    await events.click(await screen.findByRole('button', { name: 'Edit Lesson 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit lesson' });
    await events.upload(
      within(dialog).getByLabelText('Upload a file'),
      new File(['MZ'], 'setup.pdf', { type: 'application/pdf' }),
    );
    act(() =>
      FakeXhr.instances[0]!.respond(415, {
        code: 'UNSUPPORTED_FILE_TYPE',
        message: 'Send a PDF or an image.',
      }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Send a PDF or an image.');
  });
});
