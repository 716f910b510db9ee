import type { Kysely } from 'kysely';

/** Accounts, households, sessions, per-user records, the appliance catalogue, logs and mail. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('households')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_normalized', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_normalized', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('email_verified_at', 'text')
    .addColumn('avatar_path', 'text')
    .addColumn('trial_ends_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('household_members')
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('household_members_pk', ['household_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_tokens_user_idx')
    .on('auth_tokens')
    .columns(['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('oauth_accounts')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('oauth_accounts_pk', ['provider', 'provider_user_id'])
    .execute();
  await db.schema.createIndex('oauth_accounts_user_idx').on('oauth_accounts').column('user_id').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email_normalized', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_email_idx')
    .on('login_failures')
    .columns(['email_normalized', 'created_at'])
    .execute();

  await db.schema
    .createTable('user_onboarding')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dietary_preferences', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cooking_frequency', 'text')
    .addColumn('household_size', 'integer')
    .addColumn('pantry_size', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('privacy_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('usage_analytics', 'integer', (c) => c.notNull())
    .addColumn('region_analytics', 'integer', (c) => c.notNull())
    .addColumn('ip_address_processing', 'integer', (c) => c.notNull())
    .addColumn('marketing_communications', 'integer', (c) => c.notNull())
    .addColumn('policy_version', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();

  await db.schema
    .createTable('regional_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('timezone_mode', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('appliances')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('is_common', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('household_appliances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('appliance_slug', 'text', (c) => c.references('appliances.slug'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('model', 'text')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('household_appliances_household_slug_idx')
    .on('household_appliances')
    .columns(['household_id', 'appliance_slug'])
    .unique()
    .execute();

  await db.schema
    .createTable('client_errors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('stack_trace', 'text')
    .addColumn('url', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('metadata', 'text')
    .execute();
  await db.schema.createIndex('client_errors_created_idx').on('client_errors').column('created_at').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('error', 'text')
    .execute();

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('locked_until', 'text', (c) => c.notNull())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('last_run_at', 'text')
    .execute();

  await seedAppliances(db);
}

/** The appliance catalogue; `is_common` marks the onboarding "common defaults". */
export const APPLIANCE_CATALOGUE: ReadonlyArray<
  [slug: string, name: string, category: string, common: boolean]
> = [
  ['oven', 'Oven', 'cooking', true],
  ['stovetop', 'Stovetop', 'cooking', true],
  ['microwave', 'Microwave', 'cooking', true],
  ['refrigerator', 'Refrigerator', 'storage', true],
  ['freezer', 'Freezer', 'storage', true],
  ['toaster', 'Toaster', 'cooking', true],
  ['kettle', 'Electric kettle', 'cooking', true],
  ['blender', 'Blender', 'preparation', true],
  ['air-fryer', 'Air fryer', 'cooking', false],
  ['slow-cooker', 'Slow cooker', 'cooking', false],
  ['pressure-cooker', 'Pressure cooker', 'cooking', false],
  ['rice-cooker', 'Rice cooker', 'cooking', false],
  ['food-processor', 'Food processor', 'preparation', false],
  ['stand-mixer', 'Stand mixer', 'preparation', false],
  ['hand-mixer', 'Hand mixer', 'preparation', false],
  ['immersion-blender', 'Immersion blender', 'preparation', false],
  ['grill', 'Grill', 'cooking', false],
  ['sous-vide', 'Sous vide', 'cooking', false],
  ['toaster-oven', 'Toaster oven', 'cooking', false],
  ['dishwasher', 'Dishwasher', 'cleaning', false],
  ['coffee-maker', 'Coffee maker', 'beverages', false],
  ['waffle-iron', 'Waffle iron', 'cooking', false],
  ['bread-maker', 'Bread maker', 'cooking', false],
  ['dehydrator', 'Food dehydrator', 'preparation', false],
  ['juicer', 'Juicer', 'beverages', false],
  ['steamer', 'Steamer', 'cooking', false],
  ['wok', 'Wok', 'cooking', false],
  ['cast-iron-skillet', 'Cast-iron skillet', 'cooking', false],
  ['dutch-oven', 'Dutch oven', 'cooking', false],
  ['kitchen-scale', 'Kitchen scale', 'preparation', false],
];

async function seedAppliances(db: Kysely<unknown>): Promise<void> {
  const rows = APPLIANCE_CATALOGUE.map(([slug, name, category, common], i) => ({
    slug,
    name,
    category,
    is_common: common ? 1 : 0,
    sort_order: i,
  }));
  await (db as Kysely<{ appliances: (typeof rows)[number] }>).insertInto('appliances').values(rows).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'job_leases',
    'mail_outbox',
    'client_errors',
    'household_appliances',
    'appliances',
    'regional_settings',
    'privacy_preferences',
    'user_settings',
    'user_onboarding',
    'login_failures',
    'oauth_accounts',
    'auth_tokens',
    'sessions',
    'household_members',
    'users',
    'households',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
