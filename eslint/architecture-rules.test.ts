import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Each rule of the service layout, shown to fail on a planted violation and to pass on the
// same file written the right way.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function problems(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('service layout rules', () => {
  it('refuse a repository import from another domain, and take its module file', async () => {
    const file = 'services/api/src/teams/planted.ts';
    expect(
      await problems(file, "export { createLedger } from '../ledger/ledger-repository';\n"),
    ).toEqual([
      'boundaries/entry-point: Another domain is used only through its public module file (<domain>-module.ts): import ledger/ledger-module, not ../ledger/ledger-repository.',
    ]);
    expect(
      await problems(file, "export { createLedger } from '../ledger/ledger-module';\n"),
    ).toEqual([]);
  });

  it('refuse SQL outside a repository, and take it inside one', async () => {
    const code = [
      "import type { Kysely } from 'kysely';",
      "import type { MainDatabase } from '../db/schema';",
      'export const names = (db: Kysely<MainDatabase>) =>',
      "  db.selectFrom('teams').select('name').execute();",
      '',
    ].join('\n');
    expect(await problems('services/api/src/teams/team-names.ts', code)).toEqual([
      "no-restricted-syntax: Only repositories (*-repository.ts) run SQL: add a method to this domain's repository and call it.",
    ]);
    expect(await problems('services/api/src/teams/team-name-repository.ts', code)).toEqual([]);
  });

  it('refuse a value import of Kysely (its sql tag) outside a repository', async () => {
    const code = "import { sql } from 'kysely';\nexport const now = sql`now()`;\n";
    const found = await problems('services/api/src/teams/planted.ts', code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^@typescript-eslint\/no-restricted-imports: .*Only repositories/);
  });

  it('refuse an import that closes a cycle between domains', async () => {
    // wallet uses ledger, so ledger using wallet would close a cycle.
    const code = "export type { WalletModule } from '../wallet/wallet-module';\n";
    expect(await problems('services/api/src/ledger/planted.ts', code)).toEqual([
      'pamoja/no-domain-cycles: Import cycle between domains: ledger → wallet → ledger. A domain may depend on another only one way: move what both need into the lower domain, or let the lower one offer a registry the higher one fills (see docs/architecture.md).',
    ]);
    expect(await problems('services/api/src/airtime/planted.ts', code)).toEqual([]);
  });
});

describe('web styles rule', () => {
  it('refuses react-bootstrap’s Modal outside shared/ui/modal, whose import brings its styles', async () => {
    const code = "import { Modal } from 'react-bootstrap';\nexport const Dialog = Modal;\n";
    const found = await problems('apps/web/src/features/wallet/planted.tsx', code);
    expect(found).toEqual([
      "no-restricted-imports: 'Modal' import from 'react-bootstrap' is restricted. Import Modal from shared/ui/modal: it brings the modal's styles with it.",
    ]);
    expect(await problems('apps/web/src/shared/ui/modal.tsx', code)).toEqual([]);
  });
});
