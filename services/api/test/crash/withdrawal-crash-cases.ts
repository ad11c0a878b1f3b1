import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@pamoja/contract/auth';
import { verifyLedger } from '../../src/ledger/ledger-verify';
import { balance, PIN } from '../wallet-helpers';
import { crashAt, type CrashRequest } from './crash-harness';
import {
  ageClaim,
  beneficiaries,
  claimOf,
  member,
  MINUTES_LATER,
  moneyRequest,
  retry,
  transactionsOf,
} from './crash-fixtures';
import { createCrashStore, type Restarted } from './crash-store';

const FUNDED = 1000;
const AMOUNT = 200;

type Accounts = Awaited<ReturnType<typeof beneficiaries>>;
interface Kind {
  path: string;
  type: string;
  body: (accounts: Accounts) => object;
  /** How the retry that really runs is answered: the bank and Pesalink simulators pay at once. */
  paidStatus: number;
}

const KINDS: Record<string, Kind> = {
  // This number's B2C result callback never comes (docs/money.md): only the status query settles
  // it, so a callback cannot race the assertions.
  'send to M-Pesa': {
    path: 'mobile-wallet/send-to-mpesa',
    type: 'MPESA_B2C',
    body: () => ({ phoneNumber: '0722000001', amount: AMOUNT, pin: PIN }),
    paidStatus: 202,
  },
  'Pesalink to phone': {
    path: 'pesalink/pesalink-to-phone',
    type: 'PESALINK_PHONE',
    body: () => ({ phoneNumber: '0722000111', amount: AMOUNT, pin: PIN }),
    paidStatus: 200,
  },
  'Pesalink to account': {
    path: 'pesalink/pesalink-to-account',
    type: 'PESALINK_ACCOUNT',
    body: (accounts) => ({ beneficiaryId: accounts.pesalinkAccount, amount: AMOUNT, pin: PIN }),
    paidStatus: 200,
  },
  'bank IFT': {
    path: 'bank/ift',
    type: 'BANK_IFT',
    body: (accounts) => ({ beneficiaryId: accounts.bankAccount, amount: AMOUNT, pin: PIN }),
    paidStatus: 200,
  },
};

interface Scene {
  restarted: Restarted;
  session: Session;
  request: CrashRequest;
  kind: Kind;
}

/** Where the money stands after the restart, before and after the sweeper's pass. */
const OUTCOMES = {
  async 'withdraw:before-hold'({ restarted, session, request, kind }) {
    const { app, db, payments } = restarted;
    expect(await claimOf(db, request)).toEqual({ resource_id: null, status_code: null });
    expect(await transactionsOf(db, session, kind.type)).toEqual([]);
    expect(await balance(app, session)).toMatchObject({ balance: FUNDED, held: 0 });

    // The dead request created nothing, so the retry takes its key over and withdraws, once.
    await ageClaim(db, request);
    const answer = await retry(restarted, request);
    expect(answer.statusCode).toBe(kind.paidStatus);
    // The simulator answers a status query once its 5 ms delay has passed.
    await sleep(20);
    await payments.sweeper.runOnce(MINUTES_LATER(3));
    const [tx, ...more] = await transactionsOf(db, session, kind.type);
    expect(more).toEqual([]);
    expect(tx).toMatchObject({ id: answer.json().data.id, status: 'SUCCESS' });
    const fee = Number(tx!.fee) / 100;
    expect(await balance(app, session)).toMatchObject({ balance: FUNDED - AMOUNT - fee, held: 0 });
  },

  async 'withdraw:after-hold'({ restarted, session, request, kind }) {
    const { app, db, payments } = restarted;
    const [tx, ...more] = await transactionsOf(db, session, kind.type);
    expect(more).toEqual([]);
    expect(tx).toMatchObject({ status: 'PENDING', provider_reference: null });
    expect(await claimOf(db, request)).toEqual({ resource_id: tx!.id, status_code: null });
    const held = AMOUNT + Number(tx!.fee) / 100;
    expect(await balance(app, session)).toMatchObject({ balance: FUNDED, held });

    // Asked by our own id, the rail never received it: the hold is voided, nothing went out.
    await payments.sweeper.runOnce(MINUTES_LATER(3));
    expect(await transactionsOf(db, session, kind.type)).toEqual([
      expect.objectContaining({
        id: tx!.id,
        status: 'FAILED',
        failure_reason: 'The provider never received this transfer.',
      }),
    ]);
    expect(await balance(app, session)).toMatchObject({ balance: FUNDED, held: 0 });

    await ageClaim(db, request);
    const answer = await retry(restarted, request);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe('PAYOUT_FAILED');
    expect(await transactionsOf(db, session, kind.type)).toHaveLength(1);
    expect(await balance(app, session)).toMatchObject({ balance: FUNDED, held: 0 });
  },

  async 'withdraw:after-rail-call'({ restarted, session, request, kind }) {
    const { app, db, payments } = restarted;
    const [tx, ...more] = await transactionsOf(db, session, kind.type);
    expect(more).toEqual([]);
    // The rail took the money; we died before writing down its reference.
    expect(tx).toMatchObject({ status: 'PENDING', provider_reference: null });
    const fee = Number(tx!.fee) / 100;
    expect(await balance(app, session)).toMatchObject({ balance: FUNDED, held: AMOUNT + fee });

    // Asked by our own id, the rail says it paid: posted, never refunded.
    await payments.sweeper.runOnce(MINUTES_LATER(3));
    const [paid] = await transactionsOf(db, session, kind.type);
    expect(paid).toMatchObject({ status: 'SUCCESS', receipt_number: expect.any(String) });
    expect(await balance(app, session)).toMatchObject({ balance: FUNDED - AMOUNT - fee, held: 0 });

    await ageClaim(db, request);
    const answer = await retry(restarted, request);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ id: tx!.id, status: 'SUCCESS' });
    expect(await transactionsOf(db, session, kind.type)).toHaveLength(1);
    expect(await balance(app, session)).toMatchObject({ balance: FUNDED - AMOUNT - fee, held: 0 });
  },
} satisfies Record<string, (scene: Scene) => Promise<void>>;

export type WithdrawalCrashPoint = keyof typeof OUTCOMES;

/**
 * The real main service is SIGKILLed in the middle of each of the four withdrawals at each of
 * `points`, the same data is opened again (in this process) and swept two minutes later, and the
 * client retries with the same Idempotency-Key. Each point has one outcome: nothing happened, the
 * hold is voided because the rail never received the transfer, or the transfer went out and is
 * posted. A test file runs some points, so vitest's two workers share the crashes.
 */
export function withdrawalCrashSuite(points: WithdrawalCrashPoint[]) {
  const store = createCrashStore();
  beforeAll(() => store.open(), 180_000);
  afterAll(() => store.destroy(), 60_000);
  const cases = points.flatMap((point) => Object.keys(KINDS).map((kind) => ({ point, kind })));

  describe('a withdrawal whose process is killed', () => {
    it.each(cases)(
      '$kind at $point settles exactly once after a restart',
      async ({ point, kind: name }) => {
        const kind = KINDS[name]!;
        const { app } = await store.open();
        const session = await member(app, FUNDED);
        const request = moneyRequest(
          session,
          `/api/v1/withdraw/${kind.path}`,
          kind.body(await beneficiaries(app, session)),
        );
        await store.release();

        const crash = await crashAt(point, store.env, request);
        expect(crash).toMatchObject({ answer: null, signal: 'SIGKILL' });

        const restarted = await store.open();
        await OUTCOMES[point]({ restarted, session, request, kind });
        // An hour on, every hold in the books is settled and every entry balances.
        expect(await verifyLedger(restarted.db, MINUTES_LATER(61))).toEqual([]);
      },
      300_000,
    );
  });
}
