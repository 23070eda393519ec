export * from './users';
export * from './auth';
export * from './admin';
export * from './mail';
