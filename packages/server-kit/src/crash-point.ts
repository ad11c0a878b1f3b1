/**
 * Fault injection for the crash tests: a process started with PAMOJA_CRASH_AT=<name> kills itself
 * with SIGKILL when it reaches that point, as a power cut would: no handler, no cleanup. Off in
 * production whatever the environment says.
 */
const armed = process.env.NODE_ENV === 'production' ? undefined : process.env.PAMOJA_CRASH_AT;

export function crashPoint(name: string): void {
  if (armed === name) process.kill(process.pid, 'SIGKILL');
}
