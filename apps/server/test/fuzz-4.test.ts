import { fuzzShard } from './support/fuzz';

// Part 4 of the contract's fuzzing (test/support/fuzz.ts).
fuzzShard(4);
