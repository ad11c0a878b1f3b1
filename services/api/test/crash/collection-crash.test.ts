import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@pamoja/contract/auth';
import { verifyLedger } from '../../src/ledger/ledger-verify';
import { balance, settled } from '../wallet-helpers';
import { crashAt, type Crash, type CrashRequest } from './crash-harness';
import {
  ageClaim,
  claimOf,
  entriesOf,
  groupOfThree,
  linesOf,
  member,
  MINUTES_LATER,
  moneyRequest,
  retry,
  transactionsOf,
} from './crash-fixtures';
import { createCrashStore, type Restarted } from './crash-store';

/**
 * The real main service is SIGKILLed in the middle of money coming in by M-Pesa (a top-up, an
 * airtime purchase, a group airtime run and the sending of its lines), restarted on the same data
 * (in this process) and swept; the client then retries with the same Idempotency-Key.
 */
const store = createCrashStore();
beforeAll(() => store.open(), 180_000);
afterAll(() => store.destroy(), 60_000);

interface Scene {
  restarted: Restarted;
  session: Session;
  request: CrashRequest;
  crash: Crash;
}

interface Case {
  point: string;
  request: (restarted: Restarted, session: Session) => Promise<CrashRequest>;
  outcome: (scene: Scene) => Promise<void>;
}

const PAYER = '0722000111';
const groupRun = async ({ app }: Restarted, session: Session) =>
  moneyRequest(session, '/api/v1/group-airtime-mpesa', {
    groupId: await groupOfThree(app, session),
    phoneNumber: PAYER,
  });

/** The push never started: the sweeper fails it NOT_STARTED and the retry is told so. */
const neverStarted =
  (type: string, linesAfter: string[]) =>
  async ({ restarted, session, request, crash }: Scene) => {
    const { app, db, payments } = restarted;
    expect(crash.answer).toBeNull();
    const [tx, ...more] = await transactionsOf(db, session, type);
    expect(more).toEqual([]);
    expect(tx).toMatchObject({ status: 'PENDING', provider_reference: null });
    expect(await claimOf(db, request)).toEqual({ resource_id: tx!.id, status_code: null });

    await payments.sweeper.runOnce(MINUTES_LATER(3));
    expect(await transactionsOf(db, session, type)).toEqual([
      expect.objectContaining({
        status: 'FAILED',
        failure_reason: 'M-Pesa never took the request',
      }),
    ]);
    expect((await linesOf(db, tx!.id)).map((line) => line.status)).toEqual(linesAfter);

    await ageClaim(db, request);
    const answer = await retry(restarted, request);
    expect(answer.statusCode).toBe(202);
    expect(answer.json().data).toMatchObject({ id: tx!.id, status: 'FAILED' });
    expect(await transactionsOf(db, session, type)).toHaveLength(1);
    expect(await entriesOf(db, tx!.id)).toEqual([]);
    expect(await balance(app, session)).toMatchObject({ balance: 0, held: 0 });
  };

/** The run had answered (202) before the crash: the retry gets that answer, nothing re-runs. */
async function answeredAgain({ restarted, session, request, crash }: Scene, id: string) {
  expect(crash.answer).toMatchObject({ statusCode: 202, body: { data: { id } } });
  const answer = await retry(restarted, request);
  expect(answer.statusCode).toBe(202);
  expect(answer.json().data.id).toBe(id);
  expect(await transactionsOf(restarted.db, session, 'GROUP_AIRTIME')).toHaveLength(1);
}

const CASES: Case[] = [
  {
    point: 'top-up:before-stk-push',
    request: async (_restarted, session) =>
      moneyRequest(session, '/api/v1/mpesa-topup', { phoneNumber: PAYER, amount: 500 }),
    outcome: neverStarted('MPESA_TOPUP', []),
  },
  {
    point: 'airtime:before-stk-push',
    request: async (_restarted, session) =>
      moneyRequest(session, '/api/v1/airtime-mpesa', {
        phoneNumber: PAYER,
        recipientPhoneNumber: '0712345678',
        amount: 50,
      }),
    outcome: neverStarted('AIRTIME', ['CANCELLED']),
  },
  {
    point: 'group-airtime:before-stk-push',
    request: groupRun,
    outcome: neverStarted('GROUP_AIRTIME', ['CANCELLED', 'CANCELLED', 'CANCELLED']),
  },
  {
    // Paid, lines QUEUED, the dispatcher never told: a restart's dispatcher sends each line once.
    point: 'airtime-dispatch:before-claim',
    request: groupRun,
    async outcome(scene) {
      const { app, db, airtime } = scene.restarted;
      const { session } = scene;
      const [tx] = await transactionsOf(db, session, 'GROUP_AIRTIME');
      expect(tx).toMatchObject({ status: 'PENDING', receipt_number: expect.any(String) });
      const queued = (await linesOf(db, tx!.id)).map((line) => line.status);
      expect(queued).toEqual(['QUEUED', 'QUEUED', 'QUEUED']);

      await airtime.dispatcher.kick();
      expect(await settled(app, session, tx!.id, 20_000)).toMatchObject({ status: 'PARTIAL' });
      expect(await linesOf(db, tx!.id)).toEqual([
        expect.objectContaining({
          name: 'Delivered',
          status: 'SUCCESS',
          credited_to_wallet: false,
        }),
        expect.objectContaining({
          name: 'Fails Later',
          status: 'FAILED',
          credited_to_wallet: true,
        }),
        expect.objectContaining({ name: 'Refused', status: 'FAILED', credited_to_wallet: true }),
      ]);
      // Paid once, each failed line credited once.
      expect((await entriesOf(db, tx!.id)).sort()).toEqual([
        'Airtime',
        'Airtime refund',
        'Airtime refund',
      ]);
      expect(await balance(app, session)).toMatchObject({ balance: 70, held: 0 });

      await answeredAgain(scene, tx!.id);
    },
  },
  {
    // Lines taken (SENDING) and then the crash: whether the provider got them is unknown, so
    // they are neither sent again nor credited on a guess; the money stays in airtime clearing.
    point: 'airtime-dispatch:after-claim',
    request: groupRun,
    async outcome(scene) {
      const { app, db, airtime, payments } = scene.restarted;
      const { session } = scene;
      const [tx] = await transactionsOf(db, session, 'GROUP_AIRTIME');
      const sending = Array(3).fill(
        expect.objectContaining({ status: 'SENDING', provider_reference: null }),
      );
      expect(await linesOf(db, tx!.id)).toEqual(sending);

      await airtime.dispatcher.kick();
      await payments.sweeper.runOnce(MINUTES_LATER(3));
      await payments.sweeper.runOnce(MINUTES_LATER(61));
      expect(await linesOf(db, tx!.id)).toEqual(sending);
      expect(await transactionsOf(db, session, 'GROUP_AIRTIME')).toEqual([
        expect.objectContaining({ status: 'PENDING', receipt_number: expect.any(String) }),
      ]);
      expect(await entriesOf(db, tx!.id)).toEqual(['Airtime']);
      expect(await balance(app, session)).toMatchObject({ balance: 0, held: 0 });

      // An hour on it waits in the reconciliation queue; a person's "not delivered" credits
      // every line back and ends the purchase.
      const item = await db
        .selectFrom('reconciliation_items')
        .select(['id', 'cause'])
        .where('transaction_id', '=', tx!.id)
        .executeTakeFirstOrThrow();
      expect(item.cause).toBe('STILL_PENDING');
      await payments.settlement.settleByDecision(item.id, {
        outcome: 'FAILED',
        reason: "The provider's statement shows no airtime sent.",
        resolvedBy: session.userData.id,
      });
      expect(await linesOf(db, tx!.id)).toEqual(
        Array(3).fill(expect.objectContaining({ status: 'FAILED' })),
      );
      expect(await transactionsOf(db, session, 'GROUP_AIRTIME')).toEqual([
        expect.objectContaining({ status: 'FAILED' }),
      ]);
      // The group's three lines: KES 100 + 50 + 20, all credited back.
      expect(await balance(app, session)).toMatchObject({ balance: 170, held: 0 });

      await answeredAgain(scene, tx!.id);
    },
  },
];

describe('money coming in by M-Pesa, with the process killed', () => {
  it.each(CASES)(
    '$point ends in one known state after a restart',
    async ({ point, request: prepare, outcome }) => {
      const restartedBefore = await store.open();
      const session = await member(restartedBefore.app);
      const request = await prepare(restartedBefore, session);
      await store.release();

      const crash = await crashAt(point, store.env, request);
      expect(crash.signal).toBe('SIGKILL');

      const restarted = await store.open();
      await outcome({ restarted, session, request, crash });
      // An hour on, every entry balances and no hold waits unseen.
      expect(await verifyLedger(restarted.db, MINUTES_LATER(61))).toEqual([]);
    },
    300_000,
  );
});
