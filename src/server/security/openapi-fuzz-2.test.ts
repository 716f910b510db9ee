import { fuzzShard } from './openapi-fuzz.suite';

// Part 2 of the schema-driven fuzzing of every API operation (openapi-fuzz.suite.ts).
fuzzShard({ index: 1, count: 2 });
