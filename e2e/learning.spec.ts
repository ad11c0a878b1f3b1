import type { Browser, Page } from '@playwright/test';
import { demoPdf as tinyPdf } from '../services/lms/src/seed/demo-pdf';
import { expect, test } from './support/fixtures';

// A course's whole life through the screens: the instructor builds it (a text lesson, a PDF and
// a two-question quiz) and publishes it; a member enrols, reads, fails the quiz once, passes it
// and gets a certificate that a stranger can check; the admin revokes it on the course's
// Certificates tab and the check says so.

const PASSWORD = 'Pamoja#2026';
const section = 'First steps';
const textLesson = 'Why we save';
const fileLesson = 'The savings guide';
const quizLesson = 'Check yourself';

async function signIn(browser: Browser, baseURL: string, email: string, home: RegExp) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail or phone number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(home);
  return page;
}

async function addLesson(page: Page, lessonTitle: string, type: string) {
  await page.getByRole('button', { name: `Add a lesson to ${section}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a lesson' });
  await dialog.getByLabel('Lesson title').fill(lessonTitle);
  await dialog.getByLabel('Type').selectOption({ label: type });
  return dialog;
}

async function saveLesson(page: Page, dialog: ReturnType<Page['getByRole']>, lessonTitle: string) {
  await dialog.getByRole('button', { name: 'Save lesson' }).click();
  await expect(dialog).toBeHidden();
  const lessons = page.getByRole('list', { name: `Lessons of ${section}` });
  await expect(lessons.getByText(lessonTitle, { exact: true })).toBeVisible();
}

/** One quiz question with two options; `right` is the index of the correct one. */
async function writeQuestion(
  dialog: ReturnType<Page['getByRole']>,
  number: number,
  text: string,
  options: [string, string],
  right: 0 | 1,
) {
  const question = dialog.getByRole('group', { name: `Question ${number}`, exact: true });
  await question.getByLabel(`Text of question ${number}`).fill(text);
  await question.getByLabel(`Question ${number}, option 1`).fill(options[0]);
  await question.getByLabel(`Question ${number}, option 2`).fill(options[1]);
  await question.getByLabel(`Option ${right + 1} is correct`).check();
}

test('an instructor publishes a course, a member earns its certificate, the admin revokes it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // New names each run, so a second run against the same server finds only its own course.
  const stamp = `${Date.now()}`.slice(-7);
  const title = `Saving together ${stamp}`;
  const pdfName = `savings-guide-${stamp}.pdf`;
  const instructor = await signIn(browser, baseURL!, 'instructor@pamoja.test', /\/home$/);

  await test.step('the instructor creates the course and its section', async () => {
    await instructor.goto('/learning/studio');
    await instructor.getByRole('button', { name: 'New course' }).click();
    const dialog = instructor.getByRole('dialog', { name: 'New course' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Category').fill('Finance');
    await dialog.getByLabel('Summary').fill('How a group saves, step by step.');
    await dialog.getByRole('button', { name: 'Create course' }).click();
    await expect(instructor).toHaveURL(/\/learning\/studio\/[0-9a-f-]{36}/);
    await expect(instructor.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await instructor.getByRole('tab', { name: 'Outline' }).click();
    await instructor.getByRole('button', { name: 'Add a section' }).click();
    const sectionDialog = instructor.getByRole('dialog', { name: 'Add a section' });
    await sectionDialog.getByLabel('Section title').fill(section);
    await sectionDialog.getByRole('button', { name: 'Save section' }).click();
    await expect(instructor.getByRole('heading', { name: section })).toBeVisible();
  });

  await test.step('a text lesson, a PDF and a two-question quiz', async () => {
    const text = await addLesson(instructor, textLesson, 'Text');
    await text.getByLabel('Lesson text').fill('Saving a little each week adds up.');
    await saveLesson(instructor, text, textLesson);

    // A file belongs to a saved lesson: create it, then upload its PDF while editing it.
    const file = await addLesson(instructor, fileLesson, 'File');
    await saveLesson(instructor, file, fileLesson);
    await instructor.getByRole('button', { name: `Edit ${fileLesson}` }).click();
    const editing = instructor.getByRole('dialog', { name: 'Edit lesson' });
    await editing.getByLabel('Upload a file').setInputFiles({
      name: pdfName,
      mimeType: 'application/pdf',
      buffer: tinyPdf('Save every week'),
    });
    await expect(editing.getByLabel('File shown to learners')).toHaveValue(/[0-9a-f-]{36}/);
    await expect(editing.getByLabel('File shown to learners').locator('option:checked')).toHaveText(
      pdfName,
    );
    await saveLesson(instructor, editing, fileLesson);

    const quiz = await addLesson(instructor, quizLesson, 'Quiz');
    await quiz.getByRole('button', { name: 'Add a question' }).click();
    await writeQuestion(quiz, 1, 'When is the best time to save?', ['Every week', 'Never'], 0);
    await writeQuestion(quiz, 2, 'Where is money safest?', ['Under the bed', 'In the group'], 1);
    await saveLesson(instructor, quiz, quizLesson);
  });

  await test.step('the instructor publishes it', async () => {
    await instructor.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = instructor.getByRole('dialog', { name: 'Publish this course?' });
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(instructor.getByText('Published', { exact: true })).toBeVisible();
  });

  const member = await signIn(browser, baseURL!, 'member@pamoja.test', /\/home$/);

  await test.step('the member finds the course and enrols', async () => {
    await member.goto('/learning');
    await member.getByLabel('Search courses').fill(title);
    const courses = member.getByRole('list', { name: 'Courses' });
    await expect(courses.getByRole('listitem')).toHaveCount(1);
    await courses.getByRole('link', { name: title }).click();
    await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await member.getByRole('button', { name: 'Enrol', exact: true }).click();
    await member.getByRole('link', { name: 'Start learning' }).click();
  });

  await test.step('the member reads the text lesson and opens the PDF', async () => {
    await expect(member.getByRole('heading', { level: 1, name: textLesson })).toBeVisible();
    await expect(member.getByText('Saving a little each week adds up.')).toBeVisible();
    await member.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(member.getByText('You completed this lesson.')).toBeVisible();

    await member.getByRole('link', { name: `Next lesson: ${fileLesson}` }).click();
    await expect(member.getByRole('heading', { level: 1, name: fileLesson })).toBeVisible();
    await expect(member.getByRole('link', { name: `Open ${pdfName}` })).toBeVisible();
    await member.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(member.getByText('You completed this lesson.')).toBeVisible();
  });

  await test.step('the member fails the quiz once, then passes it', async () => {
    await member.getByRole('link', { name: `Next lesson: ${quizLesson}` }).click();
    await expect(member.getByRole('heading', { level: 1, name: quizLesson })).toBeVisible();
    await member.getByRole('button', { name: 'Start the quiz' }).click();
    const quiz = member.getByRole('form', { name: quizLesson });
    await quiz.getByLabel('Never').check();
    await quiz.getByLabel('Under the bed').check();
    await quiz.getByRole('button', { name: 'Submit answers' }).click();
    await expect(quiz.getByText('Not passed this time')).toBeVisible();
    await expect(quiz.getByText('Score: 0% (0 of 2 right)')).toBeVisible();
    await expect(quiz.getByText('2 attempts left')).toBeVisible();
    await expect(quiz.getByText('Wrong', { exact: true })).toHaveCount(2);

    await quiz.getByRole('button', { name: 'Try again' }).click();
    await expect(quiz.getByText('Attempt 2')).toBeVisible();
    await quiz.getByLabel('Every week').check();
    await quiz.getByLabel('In the group').check();
    await quiz.getByRole('button', { name: 'Submit answers' }).click();
    await expect(quiz.getByText('Passed!')).toBeVisible();
    await expect(quiz.getByText('Score: 100% (2 of 2 right)')).toBeVisible();
    await expect(member.getByText('Well done: you completed the course!')).toBeVisible();
  });

  let code = '';
  await test.step('the member sees the certificate', async () => {
    await member.getByRole('link', { name: 'Get your certificate' }).click();
    await expect(member).toHaveURL(/\/learning\/certificates$/);
    const card = member.getByRole('article').filter({ hasText: title });
    await expect(card.getByRole('heading', { name: title })).toBeVisible();
    code = /PMJ-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(await card.innerText())?.[0] ?? '';
    expect(code).toMatch(/^PMJ-/);
  });

  await test.step('the instructor sees the member among the learners, done', async () => {
    await instructor.getByRole('tab', { name: 'Enrolments' }).click();
    await instructor.getByLabel('Learner status').selectOption({ label: 'Completed' });
    const learners = instructor.getByRole('table', { name: 'The course’s learners' });
    const row = learners.getByRole('row').filter({ hasText: 'Completed' });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(row.getByText('100%')).toBeVisible();
  });

  // A stranger: a fresh context without any session.
  const stranger = await (await browser.newContext({ baseURL })).newPage();
  await test.step('anyone can check it: valid', async () => {
    await stranger.goto(`/verify/${code}`);
    await expect(stranger.getByText('This certificate is valid.')).toBeVisible();
    await expect(stranger.getByText(title)).toBeVisible();
  });

  await test.step('the admin revokes it on the course’s Certificates tab', async () => {
    // An ADMIN's studio starts on every course of the project ("All"), theirs or not.
    const admin = await signIn(browser, baseURL!, 'admin@pamoja.test', /\/admin$/);
    await admin.goto('/learning/studio');
    await admin.getByLabel('Search courses').fill(title);
    // The search settles into the URL first; a click before that is undone by it.
    await expect(admin.getByText('1–1 of 1')).toBeVisible();
    await admin.getByRole('link', { name: title }).click();
    await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await admin.getByRole('tab', { name: 'Certificates' }).click();
    const certificates = admin.getByRole('table', { name: 'The course’s certificates' });
    const row = certificates.getByRole('row').filter({ hasText: code });
    await expect(row.getByText('Valid', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: new RegExp(`^Revoke certificate ${code} of `) }).click();

    const dialog = admin.getByRole('dialog', { name: 'Revoke this certificate?' });
    await expect(
      dialog.getByText('The verify page will say revoked; the learner keeps the record.'),
    ).toBeVisible();
    await dialog.getByLabel('Reason').fill('Issued by mistake');
    await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByText('Certificate revoked.')).toBeVisible();
    await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(row.getByText('Reason: Issued by mistake')).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
  });

  await test.step('the check, reloaded, says revoked', async () => {
    await stranger.reload();
    await expect(stranger.getByText('This certificate has been revoked.')).toBeVisible();
    await expect(stranger.getByText('Issued by mistake')).toBeVisible();
  });
});
