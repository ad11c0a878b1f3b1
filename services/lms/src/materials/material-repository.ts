import type { LearningDb } from '../db/schema';

export function createMaterialRepository(db: LearningDb) {
  return {
    insert: (row: {
      id: string;
      project: string;
      lessonId: string;
      name: string;
      contentType: string;
      size: number;
    }) =>
      db
        .insertInto('lesson_materials')
        .values({
          id: row.id,
          project: row.project,
          lesson_id: row.lessonId,
          file_key: row.id,
          name: row.name,
          content_type: row.contentType,
          size: row.size,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),

    find: (lessonId: string, id: string) =>
      db
        .selectFrom('lesson_materials')
        .selectAll()
        .where('lesson_id', '=', lessonId)
        .where('id', '=', id)
        .executeTakeFirst(),
  };
}
