import { fuzzShard } from './support/fuzz';

// Part 2 of the contract's fuzzing (test/support/fuzz.ts).
fuzzShard(2);
