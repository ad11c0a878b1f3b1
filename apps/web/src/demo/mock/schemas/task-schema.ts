import { z } from 'zod';

export const TASK_TAGS = ['team', 'low', 'medium', 'high', 'update'] as const;
export const TASK_FILTERS = ['important', 'completed', 'deleted'] as const;
export const TASK_SORTS = ['title-asc', 'title-desc', 'assignee', 'due-date'] as const;

const assigneeSchema = z.object({ fullName: z.string(), avatar: z.string() });

export const taskInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  /** ISO date-time. */
  dueDate: z.string().min(1),
  description: z.string().default(''),
  assignee: assigneeSchema.nullable().default(null),
  tags: z.array(z.enum(TASK_TAGS)).default([]),
  isCompleted: z.boolean().default(false),
  isDeleted: z.boolean().default(false),
  isImportant: z.boolean().default(false),
});

export const taskSchema = taskInputSchema.extend({ id: z.number().int() });

export const addTaskBodySchema = z.object({ task: taskInputSchema });
export const updateTaskBodySchema = z.object({ task: taskSchema });

export type TaskTag = (typeof TASK_TAGS)[number];
export type Task = z.infer<typeof taskSchema>;
