export * from './users';
export * from './auth';
export * from './admin';
export * from './mail';
export * from './companies';
export * from './compliance';
export * from './registry';
