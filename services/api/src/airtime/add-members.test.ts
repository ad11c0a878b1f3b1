import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createGroup, multipartFile, upload } from '../../test/airtime-helpers';
import { buildTestApp } from '../../test/build-test-app';
import { bearer, signedInMember } from '../../test/identity-helpers';
import { buildBenchCsv } from './import/bench-files';
import { storedZip, xlsxBuffer } from './import/test-fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function newGroup() {
  const { session } = await signedInMember(app);
  const group = await createGroup(app, session);
  return { session, group };
}

async function memberCount(session: Parameters<typeof bearer>[0], groupId: string) {
  const response = await app.inject({
    url: `/api/v1/airtime-groups/${groupId}`,
    headers: bearer(session),
  });
  return response.json().data.memberCount as number;
}

describe('PUT /airtime-groups/add-members/{id}', () => {
  it('stores the good rows of a CSV and reports each bad one with its line and reason', async () => {
    const { session, group } = await newGroup();
    await addMember(app, session, group.id, {
      name: 'Already Here',
      phoneNumber: '0799000111',
      amount: 20,
    });
    const csv = [
      'Name,Phone Number,Amount',
      'Wanjiru Kamau,0712345678,100',
      'Otieno Odhiambo,+254733111222,"1,000"',
      'Bad Phone,12345,50',
      'Too Much,0722333444,20000',
      'Repeat Wanjiru,254712345678,10',
      'Already,0799 000 111,10',
      'Kiprop Chebet,0111222333,KES 50',
    ].join('\n');
    const response = await upload(app, session, group.id, csv, 'members.csv');
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ format: 'csv', rows: 7, added: 3, duplicates: 2, rejected: 2 });
    expect(result.rejectedRows).toEqual([
      { line: 4, phoneNumber: '12345', reason: 'Enter a phone number such as 0712 345 678.' },
      {
        line: 5,
        phoneNumber: '254722333444',
        reason: 'The amount must be between KES 10 and KES 10,000.',
      },
    ]);
    expect(result.duplicateRows).toEqual([
      {
        line: 6,
        phoneNumber: '254712345678',
        reason: 'This phone number is already on line 2 of the file.',
      },
      {
        line: 7,
        phoneNumber: '254799000111',
        reason: 'This phone number is already in the group.',
      },
    ]);
    expect(response.json().message).toBe('3 added, 2 duplicates, 2 rejected.');

    const detail = await app.inject({
      url: `/api/v1/airtime-groups/${group.id}`,
      headers: bearer(session),
    });
    expect(detail.json().data).toMatchObject({ memberCount: 4, totalAmount: 1170 });
  });

  it('reads an XLSX whatever the file is called, phones stored as numbers included', async () => {
    const { session, group } = await newGroup();
    const workbook = await xlsxBuffer([
      ['name', 'phone', 'amount'],
      ['Akinyi', 712000111, 100],
      ['Mutua', '0722000222', 250],
      ['Empty amount', '0733000333', null],
    ]);
    const response = await upload(app, session, group.id, workbook, 'members.csv');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ format: 'xlsx', added: 2, rejected: 1 });
    expect(response.json().data.rejectedRows[0].line).toBe(4);
  });

  it('takes the downloaded templates back as they are', async () => {
    const { session, group } = await newGroup();
    for (const format of ['csv', 'xlsx']) {
      const template = await app.inject(`/api/v1/airtime-groups/templates/${format}`);
      const response = await upload(app, session, group.id, template.rawPayload, `t.${format}`);
      expect(response.statusCode, format).toBe(200);
      expect(response.json().data.rows).toBe(2);
    }
    expect(await memberCount(session, group.id)).toBe(2);
  });

  it.each([
    ['an empty file', '', 400, 'EMPTY_FILE'],
    ['a header without rows', 'name,phone,amount\n', 400, 'EMPTY_FILE'],
    ['wrong columns', 'first,last,mobile\nA,B,0712345678\n', 400, 'WRONG_COLUMNS'],
    [
      'a PNG called .csv',
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
    [
      'a Word file called .xlsx',
      storedZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w/>' }),
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
    [
      'an old .xls',
      Buffer.from('d0cf11e0a1b11ae1000000000000000000', 'hex'),
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
  ])('refuses %s and stores nothing', async (_name, content, status, code) => {
    const { session, group } = await newGroup();
    const response = await upload(app, session, group.id, content, 'members.xlsx');
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status, code });
    expect(response.json().message).not.toMatch(/stack|at .*\.ts/);
    expect(await memberCount(session, group.id)).toBe(0);
  });

  it('refuses 10,001 rows whole and takes 10,000', async () => {
    const { session, group } = await newGroup();
    const tooMany = await upload(app, session, group.id, buildBenchCsv(10_001));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('TOO_MANY_ROWS');
    expect(await memberCount(session, group.id)).toBe(0);

    const full = await upload(app, session, group.id, buildBenchCsv(10_000));
    expect(full.statusCode).toBe(200);
    expect(full.json().data).toMatchObject({ added: 10_000, rejected: 0, duplicates: 0 });
    const more = await upload(
      app,
      session,
      group.id,
      'name,phone,amount\nOne More,0799999999,10\n',
    );
    expect(more.json().data).toMatchObject({ added: 0, rejected: 1 });
    expect(more.json().data.rejectedRows[0].reason).toBe(
      'The group is full: it holds at most 10,000 members.',
    );
  }, 30_000);

  it('answers 413 for a file over 5 MB', async () => {
    const { session, group } = await newGroup();
    const big = `name,phone,amount\n${'Wanjiru Kamau,0712345678,100\n'.repeat(190_000)}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(5 * 1024 * 1024);
    const response = await upload(app, session, group.id, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('FILE_TOO_LARGE');
    expect(await memberCount(session, group.id)).toBe(0);
  });

  it('asks for multipart with a "file" field', async () => {
    const { session, group } = await newGroup();
    const json = await app.inject({
      method: 'PUT',
      url: `/api/v1/airtime-groups/add-members/${group.id}`,
      headers: bearer(session),
      payload: { rows: [] },
    });
    expect(json.statusCode).toBe(415);
    const wrongField = multipartFile('name,phone,amount\nA B,0712345678,10\n', 'a.csv', 'upload');
    const response = await app.inject({
      method: 'PUT',
      url: `/api/v1/airtime-groups/add-members/${group.id}`,
      headers: { ...bearer(session), 'content-type': wrongField.contentType },
      payload: wrongField.body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('"file"');
  });

  it('answers 404 for another member’s group and stores nothing there', async () => {
    const owner = await newGroup();
    const { session: stranger } = await signedInMember(app);
    const response = await upload(
      app,
      stranger,
      owner.group.id,
      'name,phone,amount\nA B,0712345678,10\n',
    );
    expect(response.statusCode).toBe(404);
    expect(await memberCount(owner.session, owner.group.id)).toBe(0);
  });

  it('stores each phone once when the same file is uploaded five times at once', async () => {
    const { session, group } = await newGroup();
    const csv = buildBenchCsv(200);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => upload(app, session, group.id, csv)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const results = responses.map((r) => r.json().data);
    expect(results.reduce((sum, r) => sum + r.added, 0)).toBe(200);
    expect(results.reduce((sum, r) => sum + r.duplicates, 0)).toBe(800);
    expect(await memberCount(session, group.id)).toBe(200);
  });
});
