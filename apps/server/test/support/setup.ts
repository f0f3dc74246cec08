// Runs in every test file before its own code: its afterAll runs after the file's own (hooks unwind as a stack).
import { afterAll } from 'vitest';
import { removeAllScratch } from './scratch';

afterAll(() => removeAllScratch());
