/**
 * The engine seam (decision 0015): each operation that exists because of the local engine, by
 * name. Services call these and read as business code; the decision lists each operation, why it
 * exists and what it would be on MongoDB.
 */
export { statusTransition, type StatusItem, type StatusMove } from './statusTransition';
export { storeCount } from './counters';
export { withKeyLock, withKeyLocks, LockNotAcquiredError, type KeyLockOptions, type LockDeps } from './locks';
export { claimSeat, type SeatClaim } from './seats';
export { countByWeek } from './aggregates';
export { GroupCommit, insertEach, type GroupCommitOptions, type InsertOutcome } from './groupCommit';
