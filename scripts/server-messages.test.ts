import { describe, expect, it } from 'vitest';
import { catalogueGaps } from './support/message-catalogues';
import { messagesIn } from './support/server-messages';

describe('server messages', () => {
  it('finds the sentences a service answers with, and not codes, logs or texts', () => {
    const source = `
      throw conflict('This person is already in the team.', 'ALREADY_IN_TEAM');
      throw notFound('The bank account');
      const ok = { message: \`Lead \${code} is captured.\`, data };
      const schema = z.string().min(2, 'must be at least 2 characters');
      request.log.info({ rows }, 'Leads exported to a file.');
      const sms = { subject: 'Your consent code', body: 'Pamoja: use this code within 5 minutes.' };
      const openapi = { description: 'Lists the leads of the organisation.' };
      const skipped = { id, reason: 'No such lead in this organisation.' };
      const hint = 'Choose another name for the group.';
      const setting = 'MAIN_SERVICE_URL is required in production.';
      throw refused('amount', 'must be at least KES 500', 'AMOUNT_OUT_OF_RANGE');
    `;
    expect(messagesIn('probe.ts', source)).toEqual([
      'This person is already in the team.',
      'The bank account',
      'Lead {} is captured.',
      'must be at least 2 characters',
      'No such lead in this organisation.',
      'Choose another name for the group.',
      'must be at least KES 500',
    ]);
  });

  // A missing line here names the message and the file: add its translation to the folder's
  // sw.json and fr.json ("{}" in the English stands for a value; "{1}", "{2}" place the values).
  it.each(catalogueGaps(process.cwd()).map((gap) => [`${gap.folder} ${gap.language}`, gap]))(
    '%s translates every message',
    (_name, gap) => {
      expect(gap.missing.map(([message, file]) => `${file}: ${message}`)).toEqual([]);
      expect(gap.badPlaceholders).toEqual([]);
    },
  );
});
