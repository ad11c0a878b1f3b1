import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileImage } from '../../../shared/files/file-image';
import { ownFileId } from '../lib/own-file';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/**
 * The profile photo: one of our uploads through the HTTP client (it needs the token), any other
 * link as it is, and the initials when there is none or it cannot be shown.
 */
export function AvatarImage({ avatar, name }: { avatar: string | null; name: string }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState<string | null>(null);
  const fileId = ownFileId(avatar);
  const alt = t('profile.avatar.alt', { name });
  const initials = (
    <span className="avatar-initials" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
  let content = initials;
  if (fileId) {
    content = <FileImage fileId={fileId} alt={alt} placeholder={initials} />;
  } else if (avatar && broken !== avatar) {
    content = (
      <img src={avatar} alt={alt} referrerPolicy="no-referrer" onError={() => setBroken(avatar)} />
    );
  }
  return <span className="avatar-frame">{content}</span>;
}
