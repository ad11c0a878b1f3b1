import { z } from 'zod';
import { paginatedResponse, paginationQuery, successResponse } from './api-response';
import { questionKinds } from './lessons';

/** A path id of the learning service (lesson, certificate, course). */
export const learningIdParams = z.object({ id: z.uuid('must be an id such as 0b6f…-…') });

const optionId = z
  .string()
  .trim()
  .min(1, 'choose an option')
  .max(100, 'must be at most 100 characters');

export const attemptAnswer = z.object({
  questionId: z
    .string()
    .trim()
    .min(1, 'choose a question')
    .max(100, 'must be at most 100 characters'),
  optionIds: z.array(optionId).max(20, 'choose at most 20 options'),
});

/** A quiz submission: one entry per answered question; an unanswered question counts as wrong. */
export const attemptInput = z.object({
  attemptId: z.uuid('must be the id of a started attempt').optional(),
  answers: z
    .array(attemptAnswer, { error: 'send the answers as a list' })
    .max(200, 'send at most 200 answers')
    .refine(
      (answers) => new Set(answers.map((a) => a.questionId)).size === answers.length,
      'answer each question once',
    ),
});
export type AttemptInput = z.infer<typeof attemptInput>;

/** A question as a learner sees it before answering: never its correct options. */
export const learnerQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(questionKinds),
  text: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});

export const attemptStartSchema = z.object({
  attemptId: z.uuid(),
  attemptNumber: z.number().int().min(1),
  attemptsAllowed: z.number().int().nullable(),
  passMark: z.number(),
  questions: z.array(learnerQuestionSchema),
});
export const attemptStartResponse = successResponse(attemptStartSchema);

export const attemptResultSchema = z.object({
  attemptId: z.uuid(),
  attemptNumber: z.number().int().min(1),
  score: z.number().min(0).max(100),
  passed: z.boolean(),
  passMark: z.number(),
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  /** null: unlimited attempts. */
  attemptsLeft: z.number().int().nullable(),
  courseCompleted: z.boolean(),
  questions: z.array(
    z.object({
      questionId: z.string(),
      correct: z.boolean(),
      chosenOptionIds: z.array(z.string()),
      correctOptionIds: z.array(z.string()),
      explanation: z.string().nullable(),
    }),
  ),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;
export const attemptResultResponse = successResponse(attemptResultSchema);

export const CERTIFICATE_CODE_PATTERN = /^PMJ-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

export const certificateSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  courseId: z.uuid(),
  courseTitle: z.string(),
  learnerName: z.string(),
  issuedAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  revokeReason: z.string().nullable(),
  /** The public page that confirms the certificate (the QR code points there). */
  verifyUrl: z.url(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateResponse = successResponse(certificateSchema);
export const certificateListQuery = paginationQuery;
export const certificateListResponse = paginatedResponse(certificateSchema);
/**
 * `GET courses/{id}/certificates` (the course's instructors and ADMIN): every certificate the
 * course issued, newest first, revoked ones with their reason and date; answered as
 * `certificateListResponse`.
 */
export const courseCertificateListQuery = paginationQuery;

export const verifyParams = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(CERTIFICATE_CODE_PATTERN, 'enter a code such as PMJ-7KQ2-XM4R'),
});

export const certificateVerificationSchema = z.object({
  code: z.string(),
  status: z.enum(['VALID', 'REVOKED']),
  learnerName: z.string(),
  courseTitle: z.string(),
  issuedAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  revokeReason: z.string().nullable(),
});
export const certificateVerificationResponse = successResponse(certificateVerificationSchema);

export const revokeInput = z.object({
  reason: z
    .string({ error: 'enter a reason' })
    .trim()
    .min(1, 'enter a reason')
    .max(500, 'must be at most 500 characters'),
});
export type RevokeInput = z.infer<typeof revokeInput>;

/** The certificate as an Open Badges 3.0 credential: the VC-JWT and its decoded payload. */
export const credentialResponse = successResponse(
  z.object({ jwt: z.string(), credential: z.record(z.string(), z.unknown()) }),
);

export const jwksResponse = z.object({
  keys: z.array(z.object({ kty: z.string(), kid: z.string() }).catchall(z.unknown())),
});

export const achievementKeys = [
  'FIRST_COURSE',
  'THREE_COURSES',
  'PERFECT_QUIZ',
  'SEVEN_DAY_STREAK',
  'FIRST_CERTIFICATE',
] as const;

export const achievementSchema = z.object({
  key: z.enum(achievementKeys),
  name: z.string(),
  description: z.string(),
  badge: z.string(),
});
export const achievementCatalogueResponse = successResponse(z.array(achievementSchema));
export const myAchievementsResponse = successResponse(
  z.array(achievementSchema.extend({ awardedAt: z.iso.datetime() })),
);
