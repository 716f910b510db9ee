import type { Config } from './config';
import type { DB, Dialect } from './db/database';
import type { EventBus } from './platform/events/event-bus';
import type { Mailer } from './platform/mail';

/**
 * What every feature's routes receive when the app registers them. Apart from app.ts, so that
 * the routes and the app that registers them do not import each other.
 */
export type AppDeps = {
  config: Config;
  db: DB;
  dialect: Dialect;
  mailer: Mailer;
  /** Household events for open screens (docs/decisions/0011): publish after a change commits. */
  events: EventBus;
};
