export * from './baccarat';
export * from './cards';
export * from './crash';
export * from './dragon-tiger';
export * from './outcomes';
export * from './roads';
export * from './roulette';
export * from './sic-bo';
