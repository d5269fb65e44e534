export * from './constants';
export * from './messages';
export * from './roles';
export * from './http/api-error';
export * from './auth/schemas';
export * from './auth/common-passwords';
