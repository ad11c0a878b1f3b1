/**
 * `npx tsx scripts/missing-messages.ts`: the server messages without a Swahili or French
 * translation, as JSON ready to fill in (the test `scripts/server-messages.test.ts` fails on them).
 */
import { catalogueGaps } from './support/message-catalogues';

const gaps = catalogueGaps(process.cwd()).filter(
  (gap) => gap.missing.length > 0 || gap.badPlaceholders.length > 0,
);
for (const gap of gaps) {
  console.log(`## ${gap.folder}/${gap.language}.json`);
  console.log(
    JSON.stringify(Object.fromEntries(gap.missing.map(([message]) => [message, ''])), null, 2),
  );
  if (gap.badPlaceholders.length > 0) console.log('bad placeholders:', gap.badPlaceholders);
}
if (gaps.length > 0) process.exitCode = 1;
