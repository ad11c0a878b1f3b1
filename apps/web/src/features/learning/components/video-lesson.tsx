import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Lesson } from '@pamoja/contract/lessons';
import { youtubeEmbedUrl, youtubeIdOf } from '../lib/video-link';
import { MaterialView } from './material-view';

interface VideoLessonProps {
  lesson: Lesson;
  onPosition: (seconds: number) => void;
  startPosition: number;
}

/** A video: our own file plays here; a YouTube link in its no-cookie player; others link out. */
export function VideoLesson({ lesson, onPosition, startPosition }: VideoLessonProps) {
  const { t } = useTranslation();
  const content = lesson.content as { url?: string; fileId?: string };
  const material = lesson.materials.find((item) => item.id === content.fileId);
  const youtube = content.url ? youtubeIdOf(content.url) : null;

  return (
    <div className="d-flex flex-column gap-2">
      {material ? (
        <MaterialView
          lessonId={lesson.id}
          material={material}
          as="video"
          onPosition={onPosition}
          startPosition={startPosition}
        />
      ) : youtube ? (
        <iframe
          className="learning-media"
          src={youtubeEmbedUrl(youtube)}
          title={lesson.title}
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      ) : null}
      {content.url && (
        <a
          href={content.url}
          target="_blank"
          rel="noopener noreferrer"
          className="d-inline-flex align-items-center gap-1 align-self-start"
        >
          <ExternalLink size={16} aria-hidden="true" />
          {t('learning.player.watchElsewhere')}
        </a>
      )}
      <p className="small text-body-secondary mb-0">{t('learning.player.captions')}</p>
    </div>
  );
}
