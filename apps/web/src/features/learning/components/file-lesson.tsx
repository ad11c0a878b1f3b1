import { useTranslation } from 'react-i18next';
import type { Lesson } from '@pamoja/contract/lessons';
import { MarkdownView } from './markdown-view';
import { MaterialView } from './material-view';

/** A document to read: its notes, then the material to open, download or preview. */
export function FileLesson({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation();
  const content = lesson.content as { fileId?: string; markdown?: string };
  const material =
    lesson.materials.find((item) => item.id === content.fileId) ?? lesson.materials[0];
  return (
    <div className="d-flex flex-column gap-3">
      {content.markdown && <MarkdownView source={content.markdown} />}
      {material ? (
        <MaterialView lessonId={lesson.id} material={material} as="document" />
      ) : (
        <p className="text-body-secondary">{t('learning.player.noMaterial')}</p>
      )}
    </div>
  );
}
