import pg from 'pg';

/** The learner whose 50 enrolments the bench reads, and the other project of the catalogue. */
export const LEARNER_ID = '5e1f0000-0000-4000-8000-000000000050';
export const OTHER_PROJECT = 'bench-other';
export const SECTIONS = 3;
export const LESSONS_PER_SECTION = 3;
const LESSONS = SECTIONS * LESSONS_PER_SECTION;

// Topic, its category, then angles and audiences: titles read like a cooperative's catalogue.
const TOPICS = [
  ['Saving with a chama', 'Savings'],
  ['Emergency funds', 'Savings'],
  ['Understanding loans', 'Loans'],
  ['Loan repayment planning', 'Loans'],
  ['Crop and livestock insurance', 'Insurance'],
  ['Health cover for families', 'Insurance'],
  ['Dairy farming as a business', 'Agribusiness'],
  ['Selling produce at fair prices', 'Agribusiness'],
  ['M-Pesa for small traders', 'Mobile money'],
  ['Smartphone basics', 'Digital skills'],
  ['Keeping sales records', 'Record keeping'],
  ['Reading a balance sheet', 'Record keeping'],
  ['Leading a self-help group', 'Leadership'],
  ['Running a cooperative meeting', 'Cooperatives'],
  ['Marketing on WhatsApp', 'Marketing'],
  ['Nutrition for mothers', 'Health'],
  ['Know your customer rules', 'Compliance'],
  ['Pricing your services', 'Marketing'],
] as const;
const ANGLES = ['', 'Introduction to ', 'Practical ', 'Advanced ', 'A first look at ', 'Everyday '];
const AUDIENCES = [
  'boda boda riders',
  'market traders',
  'smallholder farmers',
  'women in business',
  'youth groups',
  'teachers',
  'fisherfolk',
  'church groups',
  'savings group officials',
  'new members',
];
const arrayOf = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`;

/** `count` PUBLISHED courses in `project`, each with 3 sections of 3 lessons and an instructor. */
function coursesSql(project: string, count: number) {
  const topics = arrayOf(TOPICS.map(([topic]) => topic));
  const categories = arrayOf(TOPICS.map(([, category]) => category));
  const audiences = arrayOf(AUDIENCES);
  const combinations = TOPICS.length * ANGLES.length * AUDIENCES.length;
  return `
    with numbered as (
      select i, 1 + i % ${TOPICS.length} as t, 1 + (i / ${TOPICS.length}) % ${ANGLES.length} as a,
             1 + (i / 7) % ${AUDIENCES.length} as u
      from generate_series(1, ${count}) as i
    ), made as (
      insert into learning.courses (project, slug, title, summary, description, category, level,
        language, status, estimated_minutes, created_by, published_at, created_at, updated_at)
      select '${project}', 'course-' || i,
        (${arrayOf(ANGLES)})[a] || (${topics})[t] || ' for ' || (${audiences})[u]
          || case when i > ${combinations} then ', part ' || (i / ${combinations} + 1) else '' end,
        'Short lessons on ' || lower((${topics})[t]) || ', with examples from '
          || (${audiences})[u] || '.',
        '## What you will learn' || chr(10) || 'Plain steps, a worked example and a short check.',
        (${categories})[t], (array['BEGINNER', 'INTERMEDIATE', 'ADVANCED'])[1 + i % 3],
        (array['en', 'en', 'sw', 'fr'])[1 + i % 4], 'PUBLISHED', 30 + i % 90,
        ('10000000-0000-4000-8000-' || lpad((i % 40)::text, 12, '0'))::uuid,
        now() - make_interval(mins => i * 97), now() - make_interval(mins => i * 97 + 30),
        now() - make_interval(mins => i * 97)
      from numbered
      returning id, project, created_by
    ), taught as (
      insert into learning.course_instructors (course_id, project, user_id, name)
      select id, project, created_by, 'Instructor ' || right(created_by::text, 2) from made
    )
    insert into learning.sections (project, course_id, title, position)
    select project, id, (array['Getting started', 'In practice', 'Putting it together'])[s], s
    from made cross join generate_series(1, ${SECTIONS}) as s;

    insert into learning.lessons (project, course_id, section_id, title, type, position, required,
      estimated_minutes, content)
    select s.project, s.course_id, s.id, 'Lesson ' || s.position || '.' || l,
      case when l = ${LESSONS_PER_SECTION} then 'VIDEO' else 'TEXT' end, l, true, 5 + l * 3,
      case when l = ${LESSONS_PER_SECTION}
        then jsonb_build_object('url', 'https://videos.pamoja.test/' || s.id || '.mp4')
        else jsonb_build_object('markdown', '### Step ' || l || chr(10) || 'Read, then try it.') end
    from learning.sections s cross join generate_series(1, ${LESSONS_PER_SECTION}) as l
    where s.project = '${project}';`;
}

/**
 * The learner's 50 enrolments (courses spread over the catalogue) with their progress:
 * enrolment k has (k mod 9) lessons completed and the next one started, so none is complete,
 * except the first, which lacks only its last lesson (the bench completes it through HTTP for a
 * certificate).
 * 2,000 other learners have 10 enrolments each, so the indexes work among other rows.
 */
// The learner's k-th enrolment is in course `k * step`, spread over the catalogue.
const stepOf = (big: number) => Math.floor(big / 51);
/** The course whose enrolment lacks only its last lesson. */
export const almostDoneSlug = (big: number) => `course-${stepOf(big)}`;

function learnersSql(project: string, big: number) {
  const step = stepOf(big);
  return `
    insert into learning.learners (project, user_id, name)
    values ('${project}', '${LEARNER_ID}', 'Wanjiru Kamau');
    insert into learning.enrollments (project, course_id, user_id, enrolled_by, enrolled_at)
    select c.project, c.id, '${LEARNER_ID}', '${LEARNER_ID}', now() - make_interval(days => k)
    from generate_series(1, 50) as k
    join learning.courses c on c.project = '${project}' and c.slug = 'course-' || k * ${step};
    insert into learning.enrollments (project, course_id, user_id, enrolled_by, enrolled_at)
    select c.project, c.id, u.id, u.id, now() - make_interval(hours => n * 7 + j)
    from generate_series(1, 2000) as n
    cross join lateral (
      select ('20000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid as id
    ) u
    cross join generate_series(1, 10) as j
    join learning.courses c
      on c.project = '${project}' and c.slug = 'course-' || (n * 13 + j * 101) % ${big} + 1;

    with ordered as (
      select e.id as enrollment_id, e.project, l.id as lesson_id,
        row_number() over (partition by e.id order by s.position, l.position) as n,
        case when e.user_id = '${LEARNER_ID}'
          then case when c.slug = '${almostDoneSlug(big)}' then ${LESSONS - 1}
                    else (split_part(c.slug, '-', 2)::int / ${step}) % ${LESSONS} end
          else abs(hashtext(e.id::text)) % ${LESSONS} end as done
      from learning.enrollments e
      join learning.courses c on c.id = e.course_id
      join learning.lessons l on l.course_id = e.course_id
      join learning.sections s on s.id = l.section_id
      where e.project = '${project}'
    )
    insert into learning.lesson_progress (project, enrollment_id, lesson_id, status, seconds_spent,
      position)
    select project, enrollment_id, lesson_id,
      case when n <= done then 'COMPLETED' else 'STARTED' end, 60 + n * 45, 0
    from ordered where n <= done + 1 and n <= ${LESSONS - 1};`;
}

/** Seeds the catalogue: `big` courses in `project`, a tenth in another, and the learners. */
export async function seedLearning(url: string, project: string, big: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(coursesSql(project, big));
    await client.query(coursesSql(OTHER_PROJECT, Math.max(1, Math.round(big / 10))));
    await client.query(learnersSql(project, big));
    await client.query('vacuum analyze');
    // What the routes must answer, counted here independently of the repository's SQL.
    const counts = await client.query<Record<string, string>>(
      `select (select count(*) from learning.courses where project = $1) as courses,
              (select count(*) from learning.courses where project = $1
                 and category = 'Insurance') as insurance,
              (select count(*) from learning.courses where project = $1
                 and (title ilike '%chama%' or summary ilike '%chama%')) as chama,
              (select count(*) from learning.lessons where project = $1) as lessons,
              (select count(*) from learning.enrollments where user_id = $2) as mine`,
      [project, LEARNER_ID],
    );
    const row = counts.rows[0]!;
    return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as {
      [key in 'courses' | 'insurance' | 'chama' | 'lessons' | 'mine']: number;
    };
  } finally {
    await client.end();
  }
}
