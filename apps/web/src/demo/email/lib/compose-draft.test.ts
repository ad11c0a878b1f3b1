import { expect, test } from 'vitest';
import { buildEmails } from '../../mock/data/emails-data';
import { addressesOf, draftFrom } from './compose-draft';

test('addresses may be separated by commas, semicolons or spaces', () => {
  expect(addressesOf(' a@x.com, b@y.org;c@z.net  d@w.io ,')).toEqual([
    'a@x.com',
    'b@y.org',
    'c@z.net',
    'd@w.io',
  ]);
  expect(addressesOf('   ')).toEqual([]);
});

test('a reply answers the sender with Re:, a forward has no recipient and Fwd:; the text is quoted', () => {
  const email = buildEmails()[0]!;
  const reply = draftFrom(email, 'reply', 'Wrote:');
  expect(reply).toMatchObject({ to: email.from.email, subject: `Re: ${email.subject}` });
  expect(reply.message).toContain(`Wrote:\n${email.message}`);
  expect(draftFrom({ ...email, subject: 'Re: hi' }, 'reply', '').subject).toBe('Re: hi');
  expect(draftFrom(email, 'forward', '')).toMatchObject({
    to: '',
    subject: `Fwd: ${email.subject}`,
  });
});
