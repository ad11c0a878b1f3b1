import { forbidden, notFound } from '@pamoja/server-kit/errors';
import type { LearningDb } from '../db/schema';
import { createCourseRepository, type CourseRow } from './course-repository';
import type { Viewer } from './viewer';

/**
 * Who may see and change a course. One answer (404) for "no such course" and "not yours to
 * see", so a learner cannot learn that a draft exists.
 */
export function createCourseAccess(db: LearningDb) {
  const courses = createCourseRepository(db);

  /** One of the course's instructors: the INSTRUCTOR role and listed on the course. */
  async function teaches(viewer: Viewer, courseId: string) {
    return viewer.role === 'INSTRUCTOR' && courses.isInstructor(courseId, viewer.userId);
  }

  async function canEdit(viewer: Viewer, course: CourseRow) {
    if (viewer.isAdmin) return true;
    return teaches(viewer, course.id);
  }

  async function visible(viewer: Viewer, idOrSlug: string) {
    const course = await courses.find(viewer.project, idOrSlug);
    if (!course) throw notFound('Course');
    const editable = await canEdit(viewer, course);
    if (editable || course.status === 'PUBLISHED') return { course, editable };
    // An archived course stays readable for the people who took it.
    if (course.status === 'ARCHIVED' && (await courses.isEnrolled(course.id, viewer.userId)))
      return { course, editable };
    throw notFound('Course');
  }

  return {
    canEdit,
    teaches,
    visible,
    /** A course the viewer may change: its instructors and the project's admins. */
    async editable(viewer: Viewer, idOrSlug: string): Promise<CourseRow> {
      const { course, editable } = await visible(viewer, idOrSlug);
      if (!editable)
        throw forbidden(
          "Only the course's instructors or an admin can change it.",
          'NOT_COURSE_INSTRUCTOR',
        );
      return course;
    },
  };
}

export type CourseAccess = ReturnType<typeof createCourseAccess>;
