export * from './play-types';
export * from './sheets';
