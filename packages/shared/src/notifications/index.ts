export * from './constants';
export * from './action-url';
export * from './schemas';
