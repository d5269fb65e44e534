export * from './constants';
export * from './messages/index';
export * from './roles';
export * from './http/api-error';
export * from './auth/schemas';
export * from './auth/common-passwords';
export * from './notifications/index';
export * from './courses/schemas';
