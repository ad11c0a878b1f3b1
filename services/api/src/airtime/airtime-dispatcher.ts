import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { crashPoint } from '@pamoja/server-kit/crash-point';
import type { MainDatabase } from '../db/schema';
import type { AirtimeProvider, AirtimeSendResult } from './provider/airtime-provider';
import { ProviderRefusal } from '../payments/payments-module';
import { createAirtimeLineRepository, type AirtimeLineRow } from './airtime-line-repository';
import type { AirtimeLineSettlement } from './airtime-line-settlement';

/** Recipients per provider request. */
const BATCH = 100;

/**
 * Sends queued airtime lines. Claimed lines go SENDING before the provider is called, so a crash
 * mid-call leaves them SENDING (never sent twice, never refunded on a guess) for reconciliation.
 * `kick` runs a pass now (after a payment); the poll picks up what a restart or a peer left.
 */
export function createAirtimeDispatcher(
  db: Kysely<MainDatabase>,
  provider: AirtimeProvider,
  settlement: AirtimeLineSettlement,
  log: FastifyBaseLogger,
) {
  const lines = createAirtimeLineRepository(db);
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function record(batch: AirtimeLineRow[], answer: AirtimeSendResult | ProviderRefusal) {
    for (const [index, line] of batch.entries()) {
      const result = answer instanceof ProviderRefusal ? undefined : answer.results[index];
      if (result?.status === 'SENT' && result.providerReference) {
        await lines.markSent(line.id, result.providerReference);
        await settlement.applyEarly(provider.name, result.providerReference);
      } else if (result?.status === 'SENT') {
        // Possibly delivered, with nothing to match a final status to: neither sent again nor
        // credited back on a guess; it stays SENDING for reconciliation.
        await lines.markUnknown(line.id, result.reason ?? 'The outcome is unknown.');
        log.warn({ lineId: line.id }, 'airtime line taken without a reference; outcome unknown');
      } else {
        const reason =
          answer instanceof ProviderRefusal
            ? answer.message
            : (result?.reason ?? 'The airtime provider did not take this number.');
        await settlement.finishById(line.id, line.transaction_id, { status: 'FAILED', reason });
      }
    }
  }

  async function sendBatch(batch: AirtimeLineRow[]) {
    let answer: AirtimeSendResult | ProviderRefusal;
    try {
      answer = await provider.send({
        reference: batch[0]?.id ?? 'empty',
        recipients: batch.map((line) => ({
          phoneNumber: line.phone_number,
          amount: BigInt(line.amount),
        })),
      });
    } catch (error) {
      if (!(error instanceof ProviderRefusal)) {
        log.error({ err: error, lines: batch.map((line) => line.id) }, 'airtime outcome unknown');
        return;
      }
      answer = error;
    }
    await record(batch, answer);
  }

  async function drainQueue() {
    do {
      again = false;
      for (;;) {
        const batch = await lines.claim(BATCH, provider.name);
        if (batch.length === 0) break;
        // Crash tests: lines taken (SENDING) with nothing sent nor recorded yet.
        crashPoint('airtime-dispatch:after-claim');
        await sendBatch(batch);
      }
    } while (again);
  }

  const dispatcher = {
    /** Starts a pass, or asks the running one to look again; resolves when the queue is empty. */
    kick(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = drainQueue()
        .catch((error: unknown) => log.error({ err: error }, 'airtime dispatch failed'))
        .finally(() => {
          running = null;
        });
      return running;
    },
    /** Waits for the pass in flight, if any. */
    idle: () => running ?? Promise.resolve(),
    start(intervalMs = 5_000) {
      timer ??= setInterval(() => void dispatcher.kick(), intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
  return dispatcher;
}

export type AirtimeDispatcher = ReturnType<typeof createAirtimeDispatcher>;
