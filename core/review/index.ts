export * from './ReviewApi';
export * from './reviewPanel';
export * from './ReviewerSession';
export * from './nativeSupport';
export * from './comments';
