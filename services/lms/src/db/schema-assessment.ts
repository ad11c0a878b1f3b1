import type { ColumnType, Generated } from 'kysely';

type Stamp = ColumnType<Date, Date | undefined, Date>;
/** jsonb: written as JSON text, read back parsed. */
type Json = ColumnType<unknown, string, string>;

/** Quiz attempts, certificates, signing keys and achievements (migration 0003-assessment). */
export interface AssessmentTables {
  quiz_attempts: {
    id: Generated<string>;
    project: string;
    enrollment_id: string;
    lesson_id: string;
    user_id: string;
    attempt_number: number;
    question_order: Json;
    answers: ColumnType<unknown, string | null | undefined, string | null>;
    /** numeric comes back as a string from both drivers. */
    score: ColumnType<string | null, number | null | undefined, number | null>;
    passed: boolean | null;
    started_at: Stamp;
    submitted_at: Date | null;
  };
  certificates: {
    id: Generated<string>;
    project: string;
    code: string;
    enrollment_id: string;
    user_id: string;
    course_id: string;
    learner_name: string;
    course_title: string;
    issued_at: Stamp;
    revoked_at: Date | null;
    revoke_reason: string | null;
    revoked_by: string | null;
  };
  signing_keys: {
    purpose: string;
    kid: string;
    private_jwk: Json;
    public_jwk: Json;
    created_at: Stamp;
  };
  achievement_awards: {
    id: Generated<string>;
    project: string;
    user_id: string;
    key: string;
    awarded_at: Stamp;
    details: ColumnType<unknown, string | undefined, string>;
  };
  learning_days: {
    project: string;
    user_id: string;
    course_id: string;
    day: ColumnType<string, string, string>;
  };
}
