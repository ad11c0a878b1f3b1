import { Camera, Trash2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@pamoja/contract/users';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarImage } from './avatar-image';
import './avatar.scss';

// The cropping dialog loads once a photo is chosen: the profile's first screen stays light.
const AvatarCropper = lazy(async () => ({
  default: (await import('./avatar-cropper')).AvatarCropper,
}));

// What browsers can draw on a canvas and the server takes; the original may be large (a phone
// photo), as only the cropped 512 px JPEG is sent.
const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

/** The photo with "change" (choose, crop, upload, save) and "remove". */
export function AvatarPicker({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useUpdateProfile();

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    if (!PICTURE_TYPES.includes(chosen.type)) setProblem(t('profile.avatar.wrongType'));
    else if (chosen.size > MAX_SOURCE_BYTES) setProblem(t('profile.avatar.tooLarge'));
    else setFile(chosen);
  };

  return (
    <div className="avatar-picker">
      <AvatarImage avatar={profile.avatar} name={profile.fullName} />
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={() => input.current?.click()}
        >
          <Camera size={14} aria-hidden="true" className="me-1" />
          {t(profile.avatar ? 'profile.avatar.change' : 'profile.avatar.choose')}
        </button>
        {profile.avatar && (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => remove.mutate({ avatar: null })}
            disabled={remove.isPending}
            aria-label={t('profile.avatar.remove')}
            title={t('profile.avatar.remove')}
          >
            <Trash2 size={14} aria-hidden="true" />
          </button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        className="d-none"
        accept={PICTURE_TYPES.join(',')}
        aria-label={t('profile.avatar.file')}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {problem && (
        <div className="invalid-feedback d-block text-center" role="alert">
          {problem}
        </div>
      )}
      {file && (
        <Suspense fallback={null}>
          <AvatarCropper file={file} onHide={() => setFile(null)} />
        </Suspense>
      )}
    </div>
  );
}
