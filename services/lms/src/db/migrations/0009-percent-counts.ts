import { sql, type Kysely } from 'kysely';

/**
 * An enrolment's percent without counting lessons a page (docs/domains/courses.md#percent):
 * `courses.required_lessons` is how many lessons the course's completion rule requires and
 * `enrollments.completed_lessons` how many of those the enrolment completed. Counting them for
 * each of a page's 50 rows was three quarters of PostgreSQL's time for `enrollments/me`.
 *
 * Triggers recount what a change touches: a progress row's status, a lesson added, removed or
 * marked (not) required, a course's rule. A recount first locks what it writes, the course before
 * its enrolments and each in id order, then counts in a statement of its own: under READ
 * COMMITTED that statement's snapshot holds every change committed by whoever held the lock
 * before, so two recounts of the same enrolment can never both miss the other's row. A progress
 * change locks its enrolment alone, never a course, so no two recounts wait on each other.
 */

/** Whether the rule of course `c` requires lesson `l` (`requiredLessons` of lesson-rule.ts). */
const REQUIRES = `case when c.completion_rule -> 'requiredLessons' = '"all"'::jsonb then l.required
  else c.completion_rule -> 'requiredLessons' @> jsonb_build_array(l.id::text) end`;

const COMPLETED = `(select count(*) from learning.lesson_progress p
    join learning.lessons l on l.id = p.lesson_id
  where p.enrollment_id = e.id and p.status = 'COMPLETED' and l.course_id = e.course_id
    and ${REQUIRES})::int`;

const RECOUNT_ENROLLMENTS = `create function learning.recount_enrollments(ids uuid[])
  returns void language plpgsql as $$
  begin
    if coalesce(cardinality(ids), 0) = 0 then return; end if;
    perform 1 from learning.enrollments where id = any (ids) order by id for no key update;
    update learning.enrollments as target set completed_lessons = counted.done
    from (select e.id, ${COMPLETED} as done
      from learning.enrollments e join learning.courses c on c.id = e.course_id
      where e.id = any (ids)) counted
    where target.id = counted.id and target.completed_lessons <> counted.done;
  end $$`;

const RECOUNT_COURSES = `create function learning.recount_courses(ids uuid[])
  returns void language plpgsql as $$
  begin
    if coalesce(cardinality(ids), 0) = 0 then return; end if;
    perform 1 from learning.courses where id = any (ids) order by id for no key update;
    perform 1 from learning.enrollments where course_id = any (ids) order by id
      for no key update;
    update learning.courses as target set required_lessons = counted.required
    from (select c.id, (select count(*) from learning.lessons l
        where l.course_id = c.id and ${REQUIRES})::int as required
      from learning.courses c where c.id = any (ids)) counted
    where target.id = counted.id and target.required_lessons <> counted.required;
    update learning.enrollments as target set completed_lessons = counted.done
    from (select e.id, ${COMPLETED} as done
      from learning.enrollments e join learning.courses c on c.id = e.course_id
      where e.course_id = any (ids)) counted
    where target.id = counted.id and target.completed_lessons <> counted.done;
  end $$`;

// Only a change of what is counted recounts: saving a video's position takes no lock.
const PROGRESS_FOLLOW = `create function learning.progress_counts_follow()
  returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      perform learning.recount_enrollments(array(select distinct enrollment_id
        from new_progress where status = 'COMPLETED'));
    elsif tg_op = 'DELETE' then
      -- A lesson's deletion recounts its course (courses before enrolments) once it is done.
      perform learning.recount_enrollments(array(select distinct p.enrollment_id
        from old_progress p where p.status = 'COMPLETED'
          and exists (select from learning.lessons l where l.id = p.lesson_id)));
    else
      perform learning.recount_enrollments(array(
        with moved as (select o.enrollment_id as was, n.enrollment_id as now
          from old_progress o join new_progress n using (id)
          where (o.status = 'COMPLETED' or n.status = 'COMPLETED')
            and (o.status, o.lesson_id, o.enrollment_id) is distinct from
              (n.status, n.lesson_id, n.enrollment_id))
        select was from moved union select now from moved));
    end if;
    return null;
  end $$`;

// Reordering an outline updates every lesson of it and changes no count.
const LESSONS_FOLLOW = `create function learning.lesson_counts_follow()
  returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      perform learning.recount_courses(array(select distinct course_id from new_lessons));
    elsif tg_op = 'DELETE' then
      perform learning.recount_courses(array(select distinct course_id from old_lessons));
    else
      perform learning.recount_courses(array(
        with moved as (select o.course_id as was, n.course_id as now
          from old_lessons o join new_lessons n using (id)
          where (o.required, o.course_id) is distinct from (n.required, n.course_id))
        select was from moved union select now from moved));
    end if;
    return null;
  end $$`;

const RULE_FOLLOW = `create function learning.rule_counts_follow()
  returns trigger language plpgsql as $$
  begin
    perform learning.recount_courses(array[new.id]);
    return null;
  end $$`;

const TRIGGERS = [
  ['progress_counts_insert', 'insert', 'lesson_progress', 'new table as new_progress'],
  [
    'progress_counts_update',
    'update',
    'lesson_progress',
    'old table as old_progress new table as new_progress',
  ],
  ['progress_counts_delete', 'delete', 'lesson_progress', 'old table as old_progress'],
  ['lesson_counts_insert', 'insert', 'lessons', 'new table as new_lessons'],
  [
    'lesson_counts_update',
    'update',
    'lessons',
    'old table as old_lessons new table as new_lessons',
  ],
  ['lesson_counts_delete', 'delete', 'lessons', 'old table as old_lessons'],
] as const;

// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table learning.courses
    add column required_lessons integer not null default 0`.execute(db);
  await sql`alter table learning.enrollments
    add column completed_lessons integer not null default 0`.execute(db);
  for (const definition of [RECOUNT_ENROLLMENTS, RECOUNT_COURSES, PROGRESS_FOLLOW, LESSONS_FOLLOW])
    await sql.raw(definition).execute(db);
  await sql.raw(RULE_FOLLOW).execute(db);
  for (const [name, event, table, transitions] of TRIGGERS) {
    const follow = table === 'lessons' ? 'lesson_counts_follow' : 'progress_counts_follow';
    await sql
      .raw(
        `create trigger ${name} after ${event} on learning.${table} referencing ${transitions}
        for each statement execute function learning.${follow}()`,
      )
      .execute(db);
  }
  await sql`create trigger rule_counts_follow after update of completion_rule on learning.courses
    for each row when (old.completion_rule is distinct from new.completion_rule)
    execute function learning.rule_counts_follow()`.execute(db);
  await sql`select learning.recount_courses(array(select id from learning.courses))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger rule_counts_follow on learning.courses`.execute(db);
  for (const [name, , table] of TRIGGERS)
    await sql.raw(`drop trigger ${name} on learning.${table}`).execute(db);
  for (const name of [
    'rule_counts_follow()',
    'lesson_counts_follow()',
    'progress_counts_follow()',
    'recount_courses(uuid[])',
    'recount_enrollments(uuid[])',
  ])
    await sql.raw(`drop function learning.${name}`).execute(db);
  await sql`alter table learning.enrollments drop column completed_lessons`.execute(db);
  await sql`alter table learning.courses drop column required_lessons`.execute(db);
}
