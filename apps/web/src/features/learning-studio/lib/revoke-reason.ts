import { revokeInput } from '@pamoja/contract/learning-credentials';

/** The contract's rule for a revoke reason: its message, or nothing when the reason will do. */
export function revokeReasonProblem(reason: string): string | undefined {
  const checked = revokeInput.safeParse({ reason });
  return checked.success ? undefined : checked.error.issues[0]?.message;
}
