import { fuzzShard } from './openapi-fuzz.suite';

// Part 1 of the schema-driven fuzzing of every API operation (openapi-fuzz.suite.ts).
fuzzShard({ index: 0, count: 2 });
