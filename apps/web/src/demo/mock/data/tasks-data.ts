import { avatarImage } from '../lib/placeholder-image';
import { withSeed } from '../lib/seeded';
import { TASK_TAGS } from '../schemas/task-schema';
import type { Task } from '../schemas/task-schema';

const DAY_MS = 86_400_000;
export const TASK_COUNT = 16;

/** To-do tasks due around today (the content is seeded, the dates follow today). */
export function buildTasks(today = new Date()): Task[] {
  return withSeed('tasks', (f) => {
    const people = Array.from({ length: 6 }, () => f.person.fullName());
    return Array.from({ length: TASK_COUNT }, (_, index): Task => {
      const fullName = f.helpers.arrayElement(people);
      const verb = f.hacker.verb();
      return {
        id: index + 1,
        title: `${verb.charAt(0).toUpperCase()}${verb.slice(1)} the ${f.hacker.adjective()} ${f.hacker.noun()}`,
        dueDate: new Date(
          today.getTime() + f.number.int({ min: -10, max: 20 }) * DAY_MS,
        ).toISOString(),
        description: f.lorem.sentences(2),
        assignee: f.datatype.boolean({ probability: 0.85 })
          ? { fullName, avatar: avatarImage(fullName) }
          : null,
        tags: f.helpers.arrayElements(TASK_TAGS, { min: 1, max: 2 }),
        isCompleted: f.datatype.boolean({ probability: 0.3 }),
        isDeleted: f.datatype.boolean({ probability: 0.15 }),
        isImportant: f.datatype.boolean({ probability: 0.35 }),
      };
    });
  });
}
