/** Registers every model with mongoose (syncAllIndexes walks mongoose.models). */
export * from './user';
export * from './job';
export * from './course';
export * from './event';
export * from './partner';
export * from './application';
export * from './enrollment';
export * from './registration';
export * from './portfolioItem';
export * from './skill';
export * from './conversation';
export * from './message';
export * from './block';
export * from './contactMessage';
export * from './notification';
export * from './landingSection';
export * from './auditLog';
