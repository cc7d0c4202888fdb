export * from './common.ts';
export * from './errors.ts';
export * from './money.ts';
