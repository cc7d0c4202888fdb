/** A background job: what it does and how often. Its failures are logged, never thrown. */
export interface Job {
  /** Names the job in the log line of a failure ("<name> failed"). */
  name: string;
  everyMs: number;
  /** Also run once before the timers start, and waited for (a failure then stops the start). */
  atStart?: boolean;
  run(): Promise<unknown>;
}
