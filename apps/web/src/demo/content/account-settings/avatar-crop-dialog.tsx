import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { cropToJpeg } from './crop-image';
import type { CropArea } from './crop-image';
import './account-settings.scss';

// The cropper comes with the first picture chosen, not with the page.
const Cropper = lazy(() => import('react-easy-crop'));

interface AvatarCropDialogProps {
  /** The chosen picture (an object URL), or null while closed. */
  source: string | null;
  onCropped: (jpeg: string) => void;
  onClose: () => void;
}

/** Square crop with zoom; the result is exported as JPEG. */
export function AvatarCropDialog({ source, onCropped, onClose }: AvatarCropDialogProps) {
  const { t } = useTranslation('demo-content');
  const zoomId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  const [failed, setFailed] = useState(false);

  const apply = async () => {
    if (!source || !area) return;
    try {
      onCropped(await cropToJpeg(source, area));
      onClose();
    } catch {
      setFailed(true);
    }
  };

  return (
    <FormDialog show={source !== null} title={t('settings.cropTitle')} onHide={onClose}>
      <div className="avatar-crop-area mb-3">
        {source && (
          <Suspense fallback={<p role="status">{t('settings.cropLoading')}</p>}>
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_shown, pixels) => setArea(pixels)}
            />
          </Suspense>
        )}
      </div>
      <label htmlFor={zoomId} className="form-label">
        {t('settings.zoom')}
      </label>
      <input
        id={zoomId}
        type="range"
        className="form-range mb-3"
        min={1}
        max={3}
        step={0.1}
        value={zoom}
        onChange={(event) => setZoom(Number(event.target.value))}
      />
      {failed && (
        <p role="alert" className="text-danger">
          {t('settings.cropFailed')}
        </p>
      )}
      <div className="d-flex justify-content-end gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('settings.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void apply()}
          disabled={!area}
        >
          {t('settings.applyCrop')}
        </button>
      </div>
    </FormDialog>
  );
}
