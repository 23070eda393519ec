export * from './errors/error-codes';
export * from './common/fields';
export * from './users/user';
export * from './auth/auth';
export * from './admin/admin';
export * from './money/format-money';
