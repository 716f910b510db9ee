import { prepareTemplate } from './db';

export default async function setup(): Promise<void> {
  await prepareTemplate();
}
