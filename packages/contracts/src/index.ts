export * from './constants';
export * from './envelope';
export * from './languages';
export * from './system';
export * from './ops';
export * from './customer-service-path';
export * from './session';
export * from './patterns';
