import fc from 'fast-check';
import type { FuzzKind } from './fuzz-requests';
import { hostileString } from './hostile-values';
import type { Operation } from './openapi-operations';

/**
 * Stands for a fresh Idempotency-Key: the runner swaps in a new UUID when sending, so a valid
 * money request is never refused as a replay, even when the same seed runs twice on one database.
 */
export const FRESH_KEY = '<fresh idempotency key>';
const REUSED_KEY = 'fuzz-reused-key-0001';

/** The headers an operation's document names: Idempotency-Key and the learning project. */
export function headersOf(operation: Operation, kind: FuzzKind) {
  const idempotent = headerParameters(operation).some(
    (parameter) => parameter.name === 'idempotency-key',
  );
  const project = headerParameters(operation).some((parameter) => parameter.name === 'x-project');
  const key =
    kind === 'valid' || !idempotent
      ? fc.constant(FRESH_KEY)
      : fc.constantFrom(
          FRESH_KEY,
          REUSED_KEY,
          '',
          'short',
          'x'.repeat(101),
          'bad key!',
          '\u0000abcdefgh',
        );
  // The caller's own headers carry a valid x-project; only hostile requests override it.
  const projectHeader =
    project && kind !== 'valid'
      ? fc.option(
          hostileString.map((value) => value.replace(/[^\x20-\x7e]/g, '')),
          { nil: undefined, freq: 2 },
        )
      : fc.constant(undefined);
  return fc.tuple(key, projectHeader).map(([value, projectKey]) => ({
    ...(idempotent && value !== '' && { 'idempotency-key': value }),
    ...(projectKey !== undefined && { 'x-project': projectKey }),
  }));
}

const headerParameters = (operation: Operation) =>
  operation.parameters.filter((parameter) => parameter.in === 'header');
