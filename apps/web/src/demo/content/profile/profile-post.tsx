import { Heart, MessageSquare, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfilePost as Post } from '../../mock/schemas/profile-schema';

/** A post with its picture, likes (which the reader can toggle), comments and shares. */
export function ProfilePost({ post }: { post: Post }) {
  const { t } = useTranslation('demo-content');
  const [liked, setLiked] = useState(post.youLiked);
  const likes = post.likes + (liked === post.youLiked ? 0 : liked ? 1 : -1);
  return (
    <article className="card mb-4">
      <div className="card-body">
        <div className="d-flex align-items-center gap-2 mb-3">
          <img src={post.avatar} alt="" width={40} height={40} className="rounded-circle" />
          <div>
            <h3 className="h6 mb-0">{post.username}</h3>
            <p className="small text-body-secondary mb-0">{post.postTime}</p>
          </div>
        </div>
        <p>{post.postText}</p>
        {post.postImg && <img src={post.postImg} alt="" className="w-100 h-auto rounded mb-3" />}
        <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
          <button
            type="button"
            className="btn btn-sm btn-link p-0 d-inline-flex align-items-center gap-1 text-reset"
            aria-pressed={liked}
            onClick={() => setLiked(!liked)}
          >
            <Heart
              size={18}
              aria-hidden="true"
              className={liked ? 'text-danger' : ''}
              fill={liked ? 'currentColor' : 'none'}
            />
            {t('profile.likes', { count: likes })}
          </button>
          <span className="d-inline-flex align-items-center gap-1 small">
            <MessageSquare size={18} aria-hidden="true" />
            {t('profile.comments', { count: post.comments })}
          </span>
          <span className="d-inline-flex align-items-center gap-1 small">
            <Share2 size={18} aria-hidden="true" />
            {t('profile.shares', { count: post.share })}
          </span>
        </div>
        <ul
          className="list-unstyled mb-0"
          aria-label={t('profile.commentsOf', { name: post.username })}
        >
          {post.detailedComments.map((comment, index) => (
            <li key={index} className="d-flex gap-2 mb-2">
              <img src={comment.avatar} alt="" width={32} height={32} className="rounded-circle" />
              <div>
                <p className="small fw-semibold mb-0">{comment.username}</p>
                <p className="small mb-0">{comment.comment}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
