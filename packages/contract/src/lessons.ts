import { z } from 'zod';
import { successResponse } from './api-response';

export const lessonTypes = ['TEXT', 'VIDEO', 'FILE', 'QUIZ'] as const;
export type LessonType = (typeof lessonTypes)[number];
export const questionKinds = ['SINGLE', 'MULTIPLE', 'TRUE_FALSE'] as const;

const key = z
  .string({ error: 'enter an id' })
  .trim()
  .min(1, 'enter an id')
  .max(40, 'must be at most 40 characters');

export const quizOptionSchema = z.object({
  id: key,
  text: z.string().trim().min(1, 'enter the option').max(500),
});

export const quizQuestionSchema = z
  .object({
    id: key,
    kind: z.enum(questionKinds, { error: 'must be SINGLE, MULTIPLE or TRUE_FALSE' }),
    text: z.string().trim().min(1, 'enter the question').max(2000),
    options: z
      .array(quizOptionSchema)
      .min(2, 'give at least 2 options')
      .max(8, 'give at most 8 options'),
    correct: z.array(key).min(1, 'mark at least one option correct'),
    /**
     * Why the answer is right, shown to the learner only with the graded attempt: like
     * `correct`, the server withholds it from every question payload sent before an answer.
     */
    explanation: z.string().trim().max(1000, 'must be at most 1000 characters').optional(),
  })
  .superRefine((question, ctx) => {
    const ids = question.options.map((option) => option.id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'option ids must be unique' });
    if (question.correct.some((id) => !ids.includes(id)))
      ctx.addIssue({
        code: 'custom',
        path: ['correct'],
        message: 'must name options of the question',
      });
    if (new Set(question.correct).size !== question.correct.length)
      ctx.addIssue({ code: 'custom', path: ['correct'], message: 'must not repeat an option' });
    if (question.kind === 'TRUE_FALSE' && ids.length !== 2)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'a true/false question has exactly 2 options',
      });
    if (question.kind !== 'MULTIPLE' && question.correct.length !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['correct'],
        message: 'mark exactly one option correct',
      });
  });
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizContentSchema = z
  .object({
    passMark: z.number().int().min(0, 'must be 0 or more').max(100, 'must be 100 or less'),
    attemptsAllowed: z.number().int().min(1, 'must be 1 or more').max(100, 'must be 100 or less'),
    shuffle: z.boolean().default(false),
    questions: z
      .array(quizQuestionSchema)
      .min(1, 'add at least 1 question')
      .max(50, 'add at most 50 questions'),
  })
  .superRefine((quiz, ctx) => {
    const ids = quiz.questions.map((question) => question.id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['questions'], message: 'question ids must be unique' });
  });
export type QuizContent = z.infer<typeof quizContentSchema>;

const markdown = z.string().max(50_000, 'must be at most 50000 characters');
const httpsUrl = z
  .url({ protocol: /^https?$/, error: 'enter a link such as https://example.com/video' })
  .max(2000);

/** A lesson's content, by its type. */
export const lessonContentSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('TEXT'),
      content: z.object({ markdown: markdown.min(1, 'enter the text') }),
    }),
    z.object({
      type: z.literal('VIDEO'),
      content: z.union([
        z.object({ url: httpsUrl }),
        /** One of the lesson's own materials. */
        z.object({ fileId: z.uuid('must be a material id') }),
      ]),
    }),
    z.object({
      type: z.literal('FILE'),
      /** `fileId` names one of the lesson's materials once uploaded. */
      content: z.object({
        fileId: z.uuid('must be a material id').optional(),
        markdown: markdown.optional(),
      }),
    }),
    z.object({ type: z.literal('QUIZ'), content: quizContentSchema }),
  ],
  { error: 'must be TEXT, VIDEO, FILE or QUIZ' },
);
export type LessonContent = z.infer<typeof lessonContentSchema>;

const lessonTitle = z
  .string({ error: 'enter a title' })
  .trim()
  .min(1, 'enter a title')
  .max(160, 'must be at most 160 characters');

const lessonFields = z.object({
  sectionId: z.uuid('choose a section'),
  title: lessonTitle,
  required: z.boolean().default(true),
  estimatedMinutes: z.number().int().min(0).max(10_000).default(0),
});
export const lessonInput = z.intersection(lessonFields, lessonContentSchema);
export type LessonInput = z.infer<typeof lessonInput>;

/** `PUT` replaces the lesson whole (its content is only meaningful with its type). */
export const lessonChanges = lessonInput;

export const sectionInput = z.object({
  title: z
    .string({ error: 'enter a title' })
    .trim()
    .min(1, 'enter a title')
    .max(160, 'must be at most 160 characters'),
});

/** The whole outline in its new order: every section of the course once, every lesson once. */
export const outlineInput = z.object({
  sections: z.array(z.object({ id: z.uuid(), lessonIds: z.array(z.uuid()).max(500) })).max(200),
});
export type OutlineInput = z.infer<typeof outlineInput>;

export const materialSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
  createdAt: z.iso.datetime(),
});
export type Material = z.infer<typeof materialSchema>;
export const materialResponse = successResponse(materialSchema);

export const sectionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  position: z.number().int(),
});
export type Section = z.infer<typeof sectionSchema>;
export const sectionResponse = successResponse(sectionSchema);

/** Learners get QUIZ questions without `correct`; the course's editors get it. */
export const lessonSchema = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  sectionId: z.uuid(),
  title: z.string(),
  type: z.enum(lessonTypes),
  position: z.number().int(),
  required: z.boolean(),
  estimatedMinutes: z.number().int(),
  content: z.record(z.string(), z.unknown()),
  materials: z.array(materialSchema),
});
export type Lesson = z.infer<typeof lessonSchema>;
export const lessonResponse = successResponse(lessonSchema);

/**
 * A course's id (a UUID) or its slug (`saving-basics`): both are letters, digits and dashes, so
 * anything else (a NUL PostgreSQL refuses in text, a space, a slash) is refused before a query.
 */
export const courseIdOrSlug = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,200}$/, 'must be a course id or slug such as saving-basics');

export const sectionParams = z.object({ id: courseIdOrSlug, sectionId: z.string().max(100) });
export const lessonParams = z.object({ id: courseIdOrSlug, lessonId: z.string().max(100) });
export const materialParams = z.object({
  id: z.string().max(100),
  materialId: z.string().max(100),
});
