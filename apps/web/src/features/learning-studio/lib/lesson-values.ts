import type { Lesson, LessonType } from '@pamoja/contract/lessons';

export type QuestionKind = 'SINGLE' | 'MULTIPLE' | 'TRUE_FALSE';

export interface QuestionValues {
  id: string;
  kind: QuestionKind;
  text: string;
  options: { id: string; text: string }[];
  correct: string[];
  /** Empty when there is none: the payload then leaves it out. */
  explanation: string;
}

/** One shape for every type, so switching type in the form keeps what was typed. */
export interface LessonValues {
  sectionId: string;
  title: string;
  type: LessonType;
  required: boolean;
  estimatedMinutes: number;
  videoSource: 'url' | 'file';
  content: {
    markdown: string;
    url: string;
    fileId: string;
    passMark: number;
    attemptsAllowed: number;
    shuffle: boolean;
    questions: QuestionValues[];
  };
}

export const newId = () => crypto.randomUUID();

export function newQuestion(kind: QuestionKind = 'SINGLE'): QuestionValues {
  return {
    id: newId(),
    kind,
    text: '',
    options: [
      { id: newId(), text: '' },
      { id: newId(), text: '' },
    ],
    correct: [],
    explanation: '',
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function lessonValuesOf(sectionId: string, lesson?: Lesson): LessonValues {
  const content = (lesson?.content ?? {}) as Record<string, unknown>;
  // Questions saved before explanations existed have none: the form's field starts empty.
  const questions = (
    Array.isArray(content.questions) ? (content.questions as QuestionValues[]) : []
  ).map((question) => ({ ...question, explanation: text(question.explanation) }));
  return {
    sectionId: lesson?.sectionId ?? sectionId,
    title: lesson?.title ?? '',
    type: lesson?.type ?? 'TEXT',
    required: lesson?.required ?? true,
    estimatedMinutes: lesson?.estimatedMinutes ?? 0,
    videoSource: lesson?.type === 'VIDEO' && content.fileId ? 'file' : 'url',
    content: {
      markdown: text(content.markdown),
      url: text(content.url),
      fileId: text(content.fileId),
      passMark: typeof content.passMark === 'number' ? content.passMark : 70,
      attemptsAllowed: typeof content.attemptsAllowed === 'number' ? content.attemptsAllowed : 3,
      shuffle: content.shuffle === true,
      questions: questions.length > 0 ? questions : [newQuestion()],
    },
  };
}

/** Only the content keys of the chosen type: what the contract checks and the server stores. */
export function lessonPayload(values: LessonValues) {
  const { content } = values;
  const base = {
    sectionId: values.sectionId,
    title: values.title,
    required: values.required,
    estimatedMinutes: values.estimatedMinutes,
    type: values.type,
  };
  if (values.type === 'TEXT') return { ...base, content: { markdown: content.markdown } };
  if (values.type === 'VIDEO')
    return {
      ...base,
      content: values.videoSource === 'file' ? { fileId: content.fileId } : { url: content.url },
    };
  if (values.type === 'FILE')
    return {
      ...base,
      content: {
        ...(content.fileId ? { fileId: content.fileId } : {}),
        ...(content.markdown ? { markdown: content.markdown } : {}),
      },
    };
  const { passMark, attemptsAllowed, shuffle } = content;
  // A blank explanation is no explanation: left out, so learners see none.
  const questions = content.questions.map(({ explanation, ...question }) =>
    explanation.trim() ? { ...question, explanation } : question,
  );
  return { ...base, content: { passMark, attemptsAllowed, shuffle, questions } };
}
