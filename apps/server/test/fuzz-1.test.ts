import { fuzzShard } from './support/fuzz';

// Part 1 of the contract's fuzzing (test/support/fuzz.ts).
fuzzShard(1);
