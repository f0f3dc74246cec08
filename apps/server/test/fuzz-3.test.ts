import { fuzzShard } from './support/fuzz';

// Part 3 of the contract's fuzzing (test/support/fuzz.ts).
fuzzShard(3);
