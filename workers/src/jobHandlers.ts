/**
 * A queue's processor dispatches on the job's name (STYLE 10) through a table with one handler per
 * name of the queue's contract in common/: a name added there without its handler is a compile
 * error here, and each handler receives its own job type. The one cast below is what the table
 * proves: a job named N carries the data of N.
 */
import { UnrecoverableError, type Job } from 'bullmq';

export type JobHandlers<Jobs, R> = { [N in keyof Jobs & string]: (job: Job<Jobs[N]>) => Promise<R> };

export function handleByName<Jobs, R>(queue: string, handlers: JobHandlers<Jobs, R>, nameOf: (name: string) => string = (name) => name) {
  return async (job: Job<Jobs[keyof Jobs & string], unknown, string>): Promise<R> => {
    const name = nameOf(job.name);
    if (!Object.hasOwn(handlers, name)) throw new UnrecoverableError(`unknown ${queue} job ${job.name}`);
    return handlers[name as keyof Jobs & string](job as Job<never>);
  };
}
