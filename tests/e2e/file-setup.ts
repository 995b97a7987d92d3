// Run before each browser test file (vitest.config.ts). The files of a group share one worker
// and its modules, not re-imported for every file: what a file keeps for itself is reset here.
import { afterAll } from 'vitest';
import { forgetOpsAdmin } from './desk';

afterAll(() => forgetOpsAdmin());
