import { z } from 'zod';
import { TASK_TAGS } from '../../mock/schemas/task-schema';
import type { Task } from '../../mock/schemas/task-schema';
import type { NewTask } from '../api/add-task';

// Messages are keys of the demo-todo namespace, translated where they are shown.
export const taskFormSchema = z.object({
  title: z.string().trim().min(1, 'form.errors.titleRequired'),
  /** `YYYY-MM-DD`, the date input's value. */
  dueDate: z
    .string()
    .min(1, 'form.errors.dueDateRequired')
    .refine(
      (value) => !Number.isNaN(new Date(`${value}T00:00`).getTime()),
      'form.errors.dueDateInvalid',
    ),
  /** The assignee's full name; '' for nobody. */
  assignee: z.string(),
  tags: z.array(z.enum(TASK_TAGS)),
  description: z.string().max(1000, 'form.errors.descriptionLong'),
});

export type TaskFormValues = z.infer<typeof taskFormSchema>;

export interface Assignee {
  fullName: string;
  avatar: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of an ISO date-time, as a date input shows it. */
export function dayOf(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function todayDay(now = new Date()): string {
  return dayOf(now.toISOString());
}

export function formValuesOf(task: Task | undefined, now = new Date()): TaskFormValues {
  return {
    title: task?.title ?? '',
    dueDate: task ? dayOf(task.dueDate) : todayDay(now),
    assignee: task?.assignee?.fullName ?? '',
    tags: task?.tags ?? [],
    description: task?.description ?? '',
  };
}

/** The task the mock stores: the form's fields over what the task already was. */
export function taskOf(
  values: TaskFormValues,
  assignees: readonly Assignee[],
  task?: Task,
): NewTask | Task {
  const base: NewTask = task ?? {
    title: '',
    dueDate: '',
    description: '',
    assignee: null,
    tags: [],
    isCompleted: false,
    isDeleted: false,
    isImportant: false,
  };
  return {
    ...base,
    title: values.title.trim(),
    dueDate: new Date(`${values.dueDate}T00:00`).toISOString(),
    assignee: assignees.find((person) => person.fullName === values.assignee) ?? null,
    tags: values.tags,
    description: values.description,
  };
}

/** Everyone tasks are assigned to, by name (the template's fixed list is the mock's people). */
export function assigneesOf(tasks: readonly Task[]): Assignee[] {
  const byName = new Map<string, Assignee>();
  for (const task of tasks) if (task.assignee) byName.set(task.assignee.fullName, task.assignee);
  return [...byName.values()].sort((a, b) => a.fullName.localeCompare(b.fullName));
}
