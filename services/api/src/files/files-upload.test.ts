import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_IMAGE_MAX_BYTES, FILE_PDF_MAX_BYTES } from '@pamoja/contract/files';
import { buildTestApp, csrfHeaders } from '../../test/build-test-app';
import { signedInMember } from '../../test/identity-helpers';
import { scoped, signedInWithRole } from '../../test/organisation-helpers';
import {
  htmlPage,
  linuxExecutable,
  pdfOfSize,
  plainText,
  pngOfSize,
  tinyJpeg,
  tinyPdf,
  tinyPng,
  tinyWebp,
  windowsExecutable,
} from './file-fixtures';
import { asPerson, readFile, uploadParts, type Who } from './files-test-helpers';

let app: FastifyInstance;
let me: Who;
beforeAll(async () => {
  app = await buildTestApp({ DATA_DIR: 'memory://' });
  me = asPerson((await signedInMember(app)).session);
});
afterAll(() => app.close());

const upload = (content: Buffer, fileName = 'upload.bin', contentType?: string) =>
  uploadParts(app, me, [{ fileName, content, ...(contentType ? { contentType } : {}) }]);

describe('POST /file-upload/single', () => {
  it.each([
    ['PNG', tinyPng, 'photo.png', 'image/png'],
    ['JPEG', tinyJpeg, 'photo.jpeg', 'image/jpeg'],
    ['WebP', tinyWebp, 'photo.webp', 'image/webp'],
    ['PDF', tinyPdf, 'receipt.pdf', 'application/pdf'],
  ])('stores a %s and gives back its id and url', async (_kind, content, name, type) => {
    const response = await upload(content, name);
    expect(response.statusCode, response.body).toBe(201);
    const { message, data } = response.json();
    expect(message).toBe('File uploaded.');
    expect(data).toEqual({
      id: expect.any(String),
      url: `/api/v1/files/${data.id}`,
      contentType: type,
      size: content.length,
      name,
    });
    const served = await readFile(app, me, data.id);
    expect(served.rawPayload.equals(content)).toBe(true);
  });

  it('goes by the content: a PNG named scan.pdf and sent as a PDF is stored as a PNG', async () => {
    const response = await upload(tinyPng, 'scan.pdf', 'application/pdf');
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ contentType: 'image/png', name: 'scan.png' });
    const served = await readFile(app, me, response.json().data.id);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('keeps only the last segment of a name sent with a path', async () => {
    const response = await upload(tinyPng, 'C:\\Users\\wanjiru\\..\\logo.png');
    expect(response.json().data.name).toBe('logo.png');
  });

  it.each([
    ['an HTML page named .png', htmlPage, 'page.png', 'image/png', /PNG, JPEG or WebP.*PDF/],
    ['a Windows executable', windowsExecutable, 'setup.pdf', 'application/pdf', /this one is EXE/],
    ['a Linux executable', linuxExecutable, 'tool.jpg', 'image/jpeg', /this one is ELF/],
    ['plain text', plainText, 'members.csv', 'text/csv', /PNG, JPEG or WebP/],
  ])('refuses %s with 415, naming what is accepted', async (_what, content, name, type, said) => {
    const response = await upload(content, name, type);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
    expect(response.json().message).toMatch(said);
    expect(response.json().message).toMatch(/2 MB.*10 MB/);
  });

  it('refuses an image over 2 MB with 413, and takes one of exactly 2 MB', async () => {
    const over = await upload(pngOfSize(FILE_IMAGE_MAX_BYTES + 1), 'big.png');
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'An image can be at most 2 MB: upload a smaller file.',
    });
    const limit = await upload(pngOfSize(FILE_IMAGE_MAX_BYTES), 'limit.png');
    expect(limit.statusCode).toBe(201);
  });

  it('takes a PDF of 10 MB and refuses one byte more with 413', async () => {
    const limit = await upload(pdfOfSize(FILE_PDF_MAX_BYTES), 'brochure.pdf');
    expect(limit.statusCode, limit.body).toBe(201);
    expect(limit.json().data).toMatchObject({ size: FILE_PDF_MAX_BYTES });
    const over = await upload(pdfOfSize(FILE_PDF_MAX_BYTES + 1), 'brochure.pdf');
    expect(over.statusCode).toBe(413);
    expect(over.json().code).toBe('FILE_TOO_LARGE');
    expect(over.json().message).toMatch(/upload a smaller file/);
  });

  it('refuses an empty file with 400', async () => {
    const response = await upload(Buffer.alloc(0), 'empty.png');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The file is empty: choose the file again.');
  });

  it('answers 400 when the form has no file, or the file is in another field', async () => {
    const none = await uploadParts(app, me, [{ field: 'caption', content: 'hello' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Attach the file in a form field named "file".');
    const elsewhere = await uploadParts(app, me, [
      { field: 'image', fileName: 'a.png', content: tinyPng },
    ]);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toMatch(/form field named "file"/);
  });

  it('refuses two files with 400', async () => {
    const response = await uploadParts(app, me, [
      { fileName: 'a.png', content: tinyPng },
      { fileName: 'b.png', content: tinyPng },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Send exactly one file, in a form field named "file", per upload.',
    );
  });

  it('refuses a JSON body, and no body at all, with 415', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/file-upload/single',
      headers: me,
      payload: { file: 'iVBORw0KGgo=' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the file as multipart/form-data, in a field named "file".',
    });
    const empty = await app.inject({
      method: 'POST',
      url: '/api/v1/file-upload/single',
      headers: me,
    });
    expect(empty.statusCode).toBe(415);
  });

  it('answers 401 to someone signed out, before reading anything', async () => {
    const response = await uploadParts(app, csrfHeaders, [{ fileName: 'a.png', content: tinyPng }]);
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 for an organisation the uploader does not belong to', async () => {
    const { session } = await signedInMember(app);
    const other = await signedInWithRole(app, 'ADMIN');
    const response = await uploadParts(app, scoped(session, other.organisation.id), [
      { fileName: 'a.png', content: tinyPng },
    ]);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('NOT_A_MEMBER');
  });
});
