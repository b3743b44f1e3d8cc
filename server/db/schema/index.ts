export * from './accounts.ts';
export * from './master.ts';
export * from './orders.ts';
export * from './activity.ts';
export * from './changes.ts';
export * from './performance.ts';
