import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Session } from '@pamoja/contract/auth';
import { bearer } from './identity-helpers';
import { withKey } from './wallet-helpers';

export async function createGroup(
  app: FastifyInstance,
  session: Session,
  name: string = randomUUID(),
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/airtime-groups',
    headers: bearer(session),
    payload: { name: `Group ${name.slice(0, 8)}` },
  });
  if (response.statusCode !== 201) throw new Error(`create group failed: ${response.body}`);
  return response.json().data as { id: string; name: string };
}

export async function addMember(
  app: FastifyInstance,
  session: Session,
  groupId: string,
  member: { name: string; phoneNumber: string; amount: number },
) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/v1/airtime-groups/add-member/${groupId}`,
    headers: bearer(session),
    payload: member,
  });
  if (response.statusCode !== 200) throw new Error(`add member failed: ${response.body}`);
  return response.json().data as { id: string };
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartFile(
  content: Buffer | string,
  fileName = 'members.csv',
  field = 'file',
  contentType = 'application/octet-stream',
) {
  const boundary = `----pamoja${randomUUID().replaceAll('-', '')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function upload(
  app: FastifyInstance,
  session: Session,
  groupId: string,
  content: Buffer | string,
  fileName = 'members.csv',
) {
  const { body, contentType } = multipartFile(content, fileName);
  return app.inject({
    method: 'PUT',
    url: `/api/v1/airtime-groups/add-members/${groupId}`,
    headers: { ...bearer(session), 'content-type': contentType },
    payload: body,
  });
}

export async function buyAirtime(
  app: FastifyInstance,
  session: Session,
  payload: Record<string, unknown>,
  key: string = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/airtime-mpesa',
    headers: withKey(session, key),
    payload,
  });
}

export async function buyForGroup(
  app: FastifyInstance,
  session: Session,
  groupId: string,
  phoneNumber = '0722000111',
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/group-airtime-mpesa',
    headers: withKey(session),
    payload: { groupId, phoneNumber },
  });
}
