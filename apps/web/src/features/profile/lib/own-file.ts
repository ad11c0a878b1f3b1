import { env } from '../../../shared/config/env';

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The API's base as an absolute URL (VITE_API_URL may be a path on this origin). */
const apiBase = () => new URL(env.apiUrl.replace(/\/*$/, '/'), window.location.origin);

/**
 * An upload's `url` ("/api/v1/files/{id}") as the absolute link the profile keeps: the profile's
 * `avatar` must be a link, and a link of ours is recognised again by ownFileId.
 */
export const fileLink = (url: string) => new URL(url, apiBase()).href;

/**
 * The file id when the avatar is one of our uploads: those need the bearer token, so the page
 * fetches them through the HTTP client. Any other link is shown as it is. The path alone decides,
 * not the host: the same account is opened under several names (localhost, a LAN address), and
 * the id is only ever asked of our own API, so no token leaves it.
 */
export function ownFileId(avatar: string | null): string | null {
  if (!avatar) return null;
  let link: URL;
  try {
    link = new URL(avatar);
  } catch {
    return null;
  }
  const files = new URL('files/', apiBase()).pathname;
  if (!link.pathname.startsWith(files)) return null;
  const id = link.pathname.slice(files.length);
  return FILE_ID.test(id) ? id : null;
}
