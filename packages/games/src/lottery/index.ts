export * from './play-types';
export * from './sheets';
export * from './schedule';
