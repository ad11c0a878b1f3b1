import type { CourseInput } from '@pamoja/contract/courses';
import type { QuizContent } from '@pamoja/contract/lessons';

export interface DemoCourse {
  slug: string;
  course: Omit<CourseInput, 'thumbnailFileId' | 'completionRule'>;
  text: { title: string; markdown: string };
  pdfTitle: string;
  video: { title: string; url: string };
  quiz: QuizContent;
}

const quiz = (questions: QuizContent['questions']): QuizContent => ({
  passMark: 60,
  attemptsAllowed: 3,
  shuffle: true,
  questions,
});

/** The three demo courses of the demo instructor. */
export const demoCourses: DemoCourse[] = [
  {
    slug: 'saving-basics',
    course: {
      title: 'Saving basics',
      summary: 'Build a saving habit that lasts, one shilling at a time.',
      description: 'Learn why saving first matters, how to set a goal and how a sacco helps.',
      category: 'finance',
      level: 'BEGINNER',
      language: 'en',
      estimatedMinutes: 20,
    },
    text: {
      title: 'Why save first',
      markdown:
        '# Why save first\n\nPay yourself first: move a fixed amount to savings on payday, **before** spending.',
    },
    pdfTitle: 'Monthly budget worksheet',
    video: { title: 'Saving in a sacco', url: 'https://www.youtube.com/watch?v=HQzoZfc3GwQ' },
    quiz: quiz([
      {
        id: 'q1',
        kind: 'SINGLE',
        text: 'When is the best time to save?',
        options: [
          { id: 'a', text: 'On payday, before spending' },
          { id: 'b', text: 'At the end of the month, from what is left' },
        ],
        correct: ['a'],
        explanation: 'What is left at the end of the month is usually nothing: save first.',
      },
      {
        id: 'q2',
        kind: 'TRUE_FALSE',
        text: 'A sacco lends to its members from their pooled savings.',
        options: [
          { id: 't', text: 'True' },
          { id: 'f', text: 'False' },
        ],
        correct: ['t'],
        explanation: 'Members save together, and the sacco lends those savings to members.',
      },
    ]),
  },
  {
    slug: 'understanding-loans',
    course: {
      title: 'Understanding loans',
      summary: 'Interest, repayment and how to borrow without regret.',
      description: 'What a loan really costs, and how to compare offers.',
      category: 'finance',
      level: 'INTERMEDIATE',
      language: 'en',
      estimatedMinutes: 25,
    },
    text: {
      title: 'What a loan costs',
      markdown:
        '# What a loan costs\n\nThe cost of a loan is its **interest and fees**, over its whole term.',
    },
    pdfTitle: 'Loan comparison sheet',
    video: { title: 'Interest explained', url: 'https://www.youtube.com/watch?v=GtaoP0skPWc' },
    quiz: quiz([
      {
        id: 'q1',
        kind: 'MULTIPLE',
        text: 'Which of these add to what a loan costs?',
        options: [
          { id: 'a', text: 'Interest' },
          { id: 'b', text: 'Fees' },
          { id: 'c', text: 'Your savings balance' },
        ],
        correct: ['a', 'b'],
        explanation: 'Interest and fees are what you pay to borrow; your savings are yours.',
      },
    ]),
  },
  {
    slug: 'selling-insurance',
    course: {
      title: 'Selling insurance with care',
      summary: 'Explain cover honestly and match it to what the customer needs.',
      description: 'For agents: the products, the questions to ask and consent.',
      category: 'sales',
      level: 'BEGINNER',
      language: 'en',
      estimatedMinutes: 30,
    },
    text: {
      title: 'Know the customer',
      markdown:
        '# Know the customer\n\nAsk about their family, income and existing cover before recommending anything.',
    },
    pdfTitle: 'Needs assessment checklist',
    video: {
      title: 'A good sales conversation',
      url: 'https://www.youtube.com/watch?v=1c2N8n7T2vI',
    },
    quiz: quiz([
      {
        id: 'q1',
        kind: 'SINGLE',
        text: 'What comes first in a sales conversation?',
        options: [
          { id: 'a', text: 'Asking about the customer’s needs' },
          { id: 'b', text: 'Quoting the premium' },
        ],
        correct: ['a'],
      },
    ]),
  },
];
