export * from './auth';
export * from './people';
