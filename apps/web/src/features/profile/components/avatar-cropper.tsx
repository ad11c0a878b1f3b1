import { ZoomIn } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { Modal } from '../../../shared/ui/modal';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../shared/http/http-error';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadFile } from '../../../shared/files/upload-file';
import { cropToJpeg } from '../lib/export-jpeg';
import { fileLink } from '../lib/own-file';
import {
  imageBox,
  initialCrop,
  MAX_ZOOM,
  MIN_ZOOM,
  outputSide,
  panBy,
  sourceSquare,
  zoomTo,
} from '../lib/square-crop';
import type { CropState, Size } from '../lib/square-crop';

/** The crop window's side in CSS pixels: fits a 320 px phone's dialog with room to spare. */
export const CROP_VIEWPORT = 256;
const KEY_STEP = 10;
const ZOOM_STEP = 0.25;

const ARROWS: Readonly<Record<string, [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

function CropEditor({ file, onDone }: { file: File; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const image = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [natural, setNatural] = useState<Size | null>(null);
  const [crop, setCrop] = useState<CropState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const upload = useUploadFile();
  const save = useUpdateProfile();
  const busy = exporting || upload.isPending || save.isPending;

  // The picture never leaves the device until it is cropped: shown from an object URL.
  useLayoutEffect(() => {
    const element = image.current;
    if (!element || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const move = (dx: number, dy: number) => {
    if (natural && crop) setCrop(panBy(crop, natural, CROP_VIEWPORT, dx, dy));
  };
  const zoom = (value: number) => {
    if (natural && crop) setCrop(zoomTo(crop, natural, value));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from) return;
    drag.current = { x: event.clientX, y: event.clientY };
    move(event.clientX - from.x, event.clientY - from.y);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const arrow = ARROWS[event.key];
    const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    if (arrow) move(arrow[0] * step, arrow[1] * step);
    else if (event.key === '+' || event.key === '=') zoom((crop?.zoom ?? 1) + ZOOM_STEP);
    else if (event.key === '-') zoom((crop?.zoom ?? 1) - ZOOM_STEP);
    else return;
    event.preventDefault();
  };

  const onSave = async () => {
    const element = image.current;
    if (!element || !natural || !crop) return;
    setProblem(null);
    setExporting(true);
    try {
      const square = sourceSquare(crop, natural);
      const photo = await cropToJpeg(element, square, outputSide(square.size));
      const { data } = await upload.mutateAsync(
        new File([photo], 'avatar.jpg', { type: 'image/jpeg' }),
      );
      await save.mutateAsync({ avatar: fileLink(data.url) });
      onDone();
    } catch (error) {
      setProblem(isHttpError(error) ? error.text : t('profile.avatar.failed'));
    } finally {
      setExporting(false);
    }
  };

  const box = natural && crop ? imageBox(crop, natural, CROP_VIEWPORT) : null;

  return (
    <>
      <Modal.Body>
        <p id={`${id}-hint`} className="small text-body-secondary">
          {t('profile.avatar.cropHint')}
        </p>
        <div
          className="avatar-crop mx-auto mb-3"
          style={{ width: CROP_VIEWPORT, height: CROP_VIEWPORT }}
          tabIndex={0}
          role="group"
          aria-label={t('profile.avatar.position')}
          aria-describedby={`${id}-hint`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
          onKeyDown={onKeyDown}
        >
          <img
            ref={image}
            alt={t('profile.avatar.cropAlt')}
            draggable={false}
            style={box ?? { opacity: 0 }}
            onLoad={(event) => {
              const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
              if (!width || !height) {
                setProblem(t('profile.avatar.unreadable'));
                return;
              }
              setNatural({ width, height });
              setCrop(initialCrop({ width, height }));
            }}
            onError={() => setProblem(t('profile.avatar.unreadable'))}
          />
          {!box && !problem && (
            <span className="avatar-crop-loading spinner-border" aria-hidden="true" />
          )}
        </div>
        <div className="d-flex align-items-center gap-2 mx-auto avatar-zoom">
          <ZoomIn size={16} aria-hidden="true" />
          <label className="visually-hidden" htmlFor={`${id}-zoom`}>
            {t('profile.avatar.zoom')}
          </label>
          <input
            id={`${id}-zoom`}
            type="range"
            className="form-range"
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.05}
            value={crop?.zoom ?? MIN_ZOOM}
            onChange={(event) => zoom(Number(event.target.value))}
            disabled={!box}
          />
        </div>
        {problem && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {problem}
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          {t('ui.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void onSave()}
          disabled={!box || busy}
        >
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t(busy ? 'profile.avatar.saving' : 'profile.avatar.save')}
        </button>
      </Modal.Footer>
    </>
  );
}

interface AvatarCropperProps {
  /** The chosen picture; null closes the dialog. */
  file: File | null;
  onHide: () => void;
}

/**
 * Crops the chosen picture square in the browser (Canvas API, no library), exports a JPEG of at
 * most 512 px and 2 MB, uploads it and saves it as the profile's avatar.
 */
export function AvatarCropper({ file, onHide }: AvatarCropperProps) {
  const { t } = useTranslation();
  return (
    <Modal show={file !== null} onHide={onHide} aria-labelledby="avatar-cropper-title" centered>
      <Modal.Header closeButton closeLabel={t('ui.close')}>
        <Modal.Title id="avatar-cropper-title" as="h2" className="h5">
          {t('profile.avatar.cropTitle')}
        </Modal.Title>
      </Modal.Header>
      {file && <CropEditor file={file} onDone={onHide} />}
    </Modal>
  );
}
