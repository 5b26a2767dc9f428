export * from './domain';
export * from './validation';
export * from './api';
export * from './realtime';
export * from './queues';
export * from './policies';
export * from './catalogue';
export * from './events';
