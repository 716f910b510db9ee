import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, started first. Vitest starts the files it has no timings for by
 * size, so on a fresh checkout (CI) a long file that is small on disk can start last and run alone
 * at the end while the other worker idles: the scanner's dataset did, for about a minute. Longest
 * first as measured in CI (docs/decisions/0021-ci-test-pools.md).
 */
const LONGEST = [
  /chef\/understand\.dataset\.test\.ts$/,
  /security\/openapi-fuzz-2\.test\.ts$/,
  /security\/cross-household\.test\.ts$/,
  /scanner\/decode-pipeline\.dataset\.test\.ts$/,
  /chef\/understand\.test\.ts$/,
  /scripts\/backup\.test\.ts$/,
  /security\/crash-safety\.test\.ts$/,
  /security\/openapi-fuzz-1\.test\.ts$/,
];

const rank = (file: TestSpecification) => {
  const at = LONGEST.findIndex((pattern) => pattern.test(file.moduleId));
  return at < 0 ? LONGEST.length : at;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // (Array.prototype.sort is stable: the others keep Vitest's order.)
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
