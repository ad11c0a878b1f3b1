import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, never, Date>;
/** jsonb: written as JSON text, read back parsed. */
type Json = ColumnType<unknown, string, string>;

/** The course outline, enrolments and progress (migration 0002-course-content). */
export interface CourseContentTables {
  course_instructors: {
    course_id: string;
    project: string;
    user_id: string;
    name: string;
    created_at: CreatedAt;
  };
  sections: {
    id: Generated<string>;
    project: string;
    course_id: string;
    title: string;
    position: number;
    created_at: CreatedAt;
  };
  lessons: {
    id: Generated<string>;
    project: string;
    course_id: string;
    section_id: string;
    title: string;
    type: string;
    position: number;
    required: boolean;
    estimated_minutes: number;
    content: Json;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  lesson_materials: {
    id: string;
    project: string;
    lesson_id: string;
    file_key: string;
    name: string;
    content_type: string;
    size: number;
    created_at: CreatedAt;
  };
  learners: {
    project: string;
    user_id: string;
    name: string;
    updated_at: UpdatedAt;
  };
  enrollments: {
    id: Generated<string>;
    project: string;
    course_id: string;
    user_id: string;
    status: Generated<string>;
    enrolled_by: string;
    enrolled_at: ColumnType<Date, Date | undefined, Date>;
    withdrawn_at: Date | null;
    completed_at: Date | null;
    /** The course's required lessons this enrolment completed, kept by triggers (never written). */
    completed_lessons: ColumnType<number, never, never>;
  };
  lesson_progress: {
    id: Generated<string>;
    project: string;
    enrollment_id: string;
    lesson_id: string;
    status: string;
    seconds_spent: Generated<number>;
    position: Generated<number>;
    updated_at: UpdatedAt;
  };
}
