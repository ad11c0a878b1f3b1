import { useTranslation } from 'react-i18next';
import type { ChatStatus } from '../../mock/schemas/chat-schema';

const COLOURS: Record<ChatStatus, string> = {
  online: 'success',
  busy: 'danger',
  away: 'warning',
  offline: 'secondary',
};

interface ChatAvatarProps {
  src: string;
  status: ChatStatus;
  size?: number;
}

/** A picture with its status dot; the status is also said in words, not by colour alone. */
export function ChatAvatar({ src, status, size = 38 }: ChatAvatarProps) {
  const { t } = useTranslation('demo-chat');
  return (
    <span className="chat-avatar" style={{ width: size, height: size }}>
      <img src={src} alt="" width={size} height={size} className="rounded-circle" />
      <span className={`chat-status bg-${COLOURS[status]}`}>
        <span className="visually-hidden">{t(`status.${status}`)}</span>
      </span>
    </span>
  );
}
