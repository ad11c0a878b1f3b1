import { describe, expect, test } from 'vitest';
import { fileLink, ownFileId } from './own-file';

const ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

describe('avatar links', () => {
  test('an upload’s url becomes an absolute link, recognised as ours', () => {
    const link = fileLink(`/api/v1/files/${ID}`);
    expect(link).toBe(`${window.location.origin}/api/v1/files/${ID}`);
    expect(ownFileId(link)).toBe(ID);
  });

  test('the path decides, whatever name the host was opened under', () => {
    expect(ownFileId(`http://192.168.1.20:3000/api/v1/files/${ID}`)).toBe(ID);
  });

  test('other paths, other links and no avatar are not ours', () => {
    expect(ownFileId(`https://example.com/photos/${ID}.jpg`)).toBeNull();
    expect(ownFileId(`${window.location.origin}/api/v1/other/${ID}`)).toBeNull();
    expect(ownFileId(`${window.location.origin}/api/v1/files/not-an-id`)).toBeNull();
    expect(ownFileId('not a link')).toBeNull();
    expect(ownFileId(null)).toBeNull();
  });
});
