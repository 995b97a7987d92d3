export * from './commitments';
export * from './play-types';
export * from './sheets';
export * from './schedule';
