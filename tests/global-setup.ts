import type { TestProject } from 'vitest/node';
import { prepareTemplate } from './db';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await prepareTemplate();
  project.provide('testDbTemplate', template.name);
  return template.cleanup;
}
