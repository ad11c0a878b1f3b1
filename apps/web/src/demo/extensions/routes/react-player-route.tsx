import { useEffect, useState } from 'react';
import ReactPlayer from 'react-player';
import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../../forms-tables/components/showcase-card';
import { ShowcasePage } from '../../forms-tables/components/showcase-page';
import { makePoster, makeToneWav, recordSampleVideo } from '../lib/sample-media';

/** The samples, made once per visit and released when the page goes. */
function useSamples(title: string) {
  const [video, setVideo] = useState<string>();
  const [poster, setPoster] = useState('');
  const [audio, setAudio] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const urls: string[] = [];
    void Promise.resolve().then(() => {
      if (cancelled) return;
      const audioUrl = URL.createObjectURL(makeToneWav());
      urls.push(audioUrl);
      // react-player picks its player by the file's extension, which a blob URL lacks; the
      // fragment names it without changing what the browser loads.
      setAudio(`${audioUrl}#tune.wav`);
      setPoster(makePoster(title));
    });
    void recordSampleVideo(title).then((blob) => {
      if (cancelled) return;
      if (!blob) return setFailed(true);
      const url = URL.createObjectURL(blob);
      urls.push(url);
      setVideo(`${url}#sample.webm`);
    });
    return () => {
      cancelled = true;
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [title]);
  return { video, poster, audio, failed };
}

/** `/extensions/react-player`: react-player over samples made in the browser (no network). */
export function ReactPlayerRoute() {
  const { t } = useTranslation('demo-extensions');
  const { video, poster, audio, failed } = useSamples('Pamoja');
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [rate, setRate] = useState(1);
  const preparing = (
    <div>
      <div className="ratio ratio-16x9 rounded overflow-hidden bg-body-tertiary">
        {poster && <img src={poster} alt="" />}
      </div>
      <p role="status" className="small text-body-secondary mt-2 mb-0">
        {failed ? t('player.noRecorder') : t('player.preparing')}
      </p>
    </div>
  );
  return (
    <ShowcasePage title={t('player.title')} lead={t('player.lead')}>
      <ShowcaseCard title={t('player.video')}>
        {video ? (
          <div className="ratio ratio-16x9">
            <ReactPlayer
              src={video}
              poster={poster}
              controls
              width="100%"
              height="100%"
              aria-label={t('player.video')}
            />
          </div>
        ) : (
          preparing
        )}
      </ShowcaseCard>
      <ShowcaseCard title={t('player.controlled')}>
        {video ? (
          <>
            <div className="ratio ratio-16x9">
              <ReactPlayer
                src={video}
                poster={poster}
                playing={playing}
                muted={muted}
                playbackRate={rate}
                loop
                width="100%"
                height="100%"
                aria-label={t('player.controlled')}
                onPlay={() => setPlaying(true)}
                onPause={() => setPlaying(false)}
              />
            </div>
            <div className="d-flex flex-wrap gap-2 mt-3">
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => setPlaying((now) => !now)}
              >
                {playing ? t('player.pause') : t('player.play')}
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                aria-pressed={muted}
                onClick={() => setMuted((now) => !now)}
              >
                {t('player.mute')}
              </button>
              {[0.5, 1, 2].map((speed) => (
                <button
                  key={speed}
                  type="button"
                  className="btn btn-outline-secondary btn-sm"
                  aria-pressed={rate === speed}
                  onClick={() => setRate(speed)}
                >{`${speed}×`}</button>
              ))}
            </div>
          </>
        ) : (
          preparing
        )}
      </ShowcaseCard>
      <ShowcaseCard title={t('player.audio')} description={t('player.audioNote')} wide>
        {audio && (
          <ReactPlayer
            src={audio}
            controls
            width="100%"
            height="54px"
            aria-label={t('player.audio')}
          />
        )}
      </ShowcaseCard>
    </ShowcasePage>
  );
}
