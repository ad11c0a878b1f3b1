import type { AnalyticsOverview, CourseAnalytics } from '@pamoja/contract/learning-analytics';
import { forbidden, notFound } from '@pamoja/server-kit/errors';
import type { LearningCaller } from '../learning-caller';
import { completionRate, daysBetween, dropOff, median, round, weekOf } from './analytics-figures';
import type { AnalyticsRepository } from './analytics-repository';

const DAY_MS = 86_400_000;

type EnrollmentRow = Awaited<ReturnType<AnalyticsRepository['enrollments']>>[number];

function completionFigures(enrollments: EnrollmentRow[]) {
  const counts = {
    enrolled: enrollments.length,
    withdrawn: enrollments.filter((e) => e.status === 'WITHDRAWN').length,
    completed: enrollments.filter((e) => e.status === 'COMPLETED').length,
  };
  return { ...counts, completionRate: completionRate(counts) };
}

export function createAnalyticsService(repository: AnalyticsRepository, now = () => new Date()) {
  const activeSince = async (courseIds: string[], days: number) => {
    const activity = await repository.activity(
      courseIds,
      new Date(now().getTime() - days * DAY_MS),
    );
    return activity;
  };

  return {
    async course(caller: LearningCaller, courseId: string): Promise<CourseAnalytics> {
      const course = await repository.course(caller.project, courseId);
      if (!course) throw notFound('The course');
      if (!caller.isAdmin && !(await repository.isInstructor(courseId, caller.userId))) {
        throw forbidden("Only the course's instructors and administrators can see its analytics.");
      }
      const [enrollments, active, lessons, progress, quizzes] = await Promise.all([
        repository.enrollments(caller.project, [courseId]),
        activeSince([courseId], 30),
        repository.lessons(courseId),
        repository.progress(courseId),
        repository.quizFigures(courseId),
      ]);
      const index = new Map(lessons.map((lesson, i) => [lesson.id, i]));
      const furthest = new Map<string, number>();
      for (const row of progress) {
        const at = index.get(row.lesson_id) ?? -1;
        furthest.set(row.user_id, Math.max(furthest.get(row.user_id) ?? -1, at));
      }
      const durations = enrollments
        .filter((e) => e.status === 'COMPLETED' && e.completed_at)
        .map((e) => daysBetween(e.enrolled_at, e.completed_at!));
      const middle = median(durations);
      return {
        courseId,
        ...completionFigures(enrollments),
        activeLast30Days: new Set(active.map((a) => a.userId)).size,
        medianDaysToComplete: middle === null ? null : round(middle, 1),
        dropOff: dropOff(
          lessons.map((l, i) => ({ lessonId: l.id, title: l.title, position: i + 1 })),
          furthest,
        ),
        quizzes: {
          attempts: quizzes.attempts,
          passRate: quizzes.attempts === 0 ? 0 : round(quizzes.passed / quizzes.attempts, 4),
          meanScore: quizzes.mean === null ? null : round(quizzes.mean, 2),
        },
      };
    },

    /** ADMIN: every course of the project; INSTRUCTOR: the courses they teach. */
    async overview(caller: LearningCaller, weeks: number): Promise<AnalyticsOverview> {
      if (!caller.isAdmin && !caller.isInstructor) {
        throw forbidden('Only instructors and administrators can see learning analytics.');
      }
      const courseIds = await repository.coursesOf(
        caller.project,
        caller.isAdmin ? undefined : caller.userId,
      );
      const firstWeek = weekOf(new Date(now().getTime() - (weeks - 1) * 7 * DAY_MS));
      const since = new Date(`${firstWeek}T00:00:00+03:00`);
      const [enrollments, active30, activity] = await Promise.all([
        repository.enrollments(caller.project, courseIds),
        activeSince(courseIds, 30),
        repository.activity(courseIds, since),
      ]);
      const weekly = Array.from({ length: weeks }, (_, i) => {
        const week = weekOf(new Date(since.getTime() + (i * 7 + 3) * DAY_MS));
        const inWeek = (at: Date | null) => at !== null && weekOf(at) === week;
        return {
          week,
          enrolled: enrollments.filter((e) => inWeek(e.enrolled_at)).length,
          completed: enrollments.filter((e) => inWeek(e.completed_at)).length,
          activeLearners: new Set(activity.filter((a) => inWeek(a.at)).map((a) => a.userId)).size,
        };
      });
      return {
        courses: courseIds.length,
        ...completionFigures(enrollments),
        activeLast30Days: new Set(active30.map((a) => a.userId)).size,
        weekly,
      };
    },

    /** The project's completion rate (every course). */
    async completionRate(project: string) {
      const courseIds = await repository.coursesOf(project);
      return completionFigures(await repository.enrollments(project, courseIds));
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
