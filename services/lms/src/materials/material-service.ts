import { randomUUID } from 'node:crypto';
import type { BlobStore } from '@pamoja/server-kit/blob-store/create-blob-store';
import { forbidden, notFound } from '@pamoja/server-kit/errors';
import { createCourseAccess, isUuid, toMaterial, type Viewer } from '../courses/courses-module';
import type { LearningDb } from '../db/schema';
import { createEnrollmentLookup } from '../enrollments/enrollments-module';
import { createLessonRepository } from '../lessons/lessons-module';
import { materialKindOf, materialName } from './material-kind';
import { createMaterialRepository } from './material-repository';
import type { Upload } from '@pamoja/server-kit/uploads/read-single-upload';

/** Lesson materials: uploaded by the course's editors, read by its learners. */
export function createMaterialService(db: LearningDb, store: BlobStore) {
  const access = createCourseAccess(db);
  const lessons = createLessonRepository(db);
  const materials = createMaterialRepository(db);
  const enrollments = createEnrollmentLookup(db);

  async function lessonOf(viewer: Viewer, lessonId: string) {
    const lesson = isUuid(lessonId)
      ? await lessons.lessonOfProject(viewer.project, lessonId)
      : undefined;
    if (!lesson) throw notFound('Lesson');
    return lesson;
  }

  return {
    async upload(viewer: Viewer, lessonId: string, upload: Upload) {
      const lesson = await lessonOf(viewer, lessonId);
      await access.editable(viewer, lesson.course_id);
      const kind = await materialKindOf(upload.bytes);
      const id = randomUUID();
      // Bytes first: a row never points at nothing; if the row fails, the bytes go too.
      await store.put(id, upload.bytes, kind);
      try {
        const row = await materials.insert({
          id,
          project: viewer.project,
          lessonId: lesson.id,
          name: materialName(upload.declaredName, kind),
          contentType: kind,
          size: upload.bytes.length,
        });
        return toMaterial(row);
      } catch (error) {
        await store.remove(id).catch(() => undefined);
        throw error;
      }
    },

    /** For the course's editors and its enrolled (active or completed) learners. */
    async read(viewer: Viewer, lessonId: string, materialId: string) {
      const lesson = await lessonOf(viewer, lessonId);
      const { course, editable } = await access.visible(viewer, lesson.course_id);
      if (!editable) {
        const enrollment = await enrollments.byCourse(viewer.project, course.id, viewer.userId);
        if (!enrollment || enrollment.status === 'WITHDRAWN')
          throw forbidden('Enrol in the course to open its materials.', 'NOT_ENROLLED');
      }
      const row = isUuid(materialId) ? await materials.find(lesson.id, materialId) : undefined;
      const blob = row ? await store.get(row.file_key) : null;
      if (!row || !blob) throw notFound('Material');
      return { material: toMaterial(row), bytes: blob.bytes };
    },
  };
}

export type MaterialService = ReturnType<typeof createMaterialService>;
