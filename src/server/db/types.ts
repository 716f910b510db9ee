import type { ColumnType } from 'kysely';

/**
 * Table row types. Conventions that hold on both dialects: ids are text UUIDv7, timestamps are
 * ISO-8601 UTC text, booleans are integers 0/1, JSON is text. See docs/decisions/0001.
 */
export interface HouseholdsTable {
  id: string;
  name: string;
  created_at: string;
  /** When someone first invited others in: from then on the kitchen is a family's. */
  family_since: ColumnType<string | null, string | null | undefined, string | null>;
  /** The local date of the last daily scan (notifications), YYYY-MM-DD. */
  last_scan_on: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UsersTable {
  id: string;
  email: string;
  email_normalized: string;
  username: string;
  username_normalized: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  email_verified_at: string | null;
  avatar_path: string | null;
  trial_ends_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface HouseholdMembersTable {
  household_id: string;
  user_id: string;
  role: 'owner' | 'admin' | 'member';
  joined_at: string;
  /** The kitchen they left as it was on joining, to go back to on leaving. */
  previous_household_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  /** SHA-256 of the cookie value; the value itself is never stored. */
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  user_agent: string | null;
  ip: string | null;
}

export interface AuthTokensTable {
  id: string;
  token_hash: string;
  user_id: string;
  kind: 'verify_email' | 'reset_password' | 'change_email';
  payload: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface OAuthAccountsTable {
  provider: string;
  provider_user_id: string;
  user_id: string;
  email: string | null;
  created_at: string;
}

export interface LoginFailuresTable {
  id: string;
  email_normalized: string;
  /** The address the attempt came from; null for rows from before it was kept. */
  ip: string | null;
  created_at: string;
}

export interface UserOnboardingTable {
  user_id: string;
  completed: number;
  step: number;
  dietary_preferences: string;
  cooking_frequency: string | null;
  household_size: number | null;
  pantry_size: string | null;
  updated_at: string;
}

export interface UserSettingsTable {
  user_id: string;
  /** The spec's settings record as JSON, validated by SettingsSchema. */
  settings: string;
  updated_at: string;
}

export interface PrivacyPreferencesTable {
  user_id: string;
  usage_analytics: number;
  region_analytics: number;
  ip_address_processing: number;
  marketing_communications: number;
  policy_version: string;
  updated_at: string | null;
}

export interface RegionalSettingsTable {
  user_id: string;
  region: string;
  timezone_mode: 'auto' | 'manual';
  updated_at: string;
}

export interface AppliancesTable {
  slug: string;
  name: string;
  category: string;
  is_common: number;
  sort_order: number;
}

export interface HouseholdAppliancesTable {
  id: string;
  household_id: string;
  appliance_slug: string | null;
  name: string;
  brand: string | null;
  model: string | null;
  notes: string | null;
  created_at: string;
}

export interface ClientErrorsTable {
  id: string;
  created_at: string;
  user_id: string | null;
  severity: string;
  category: string;
  message: string;
  stack_trace: string | null;
  url: string | null;
  user_agent: string | null;
  metadata: string | null;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
  sent_at: string | null;
  error: string | null;
}

export interface JobLeasesTable {
  name: string;
  locked_until: string;
  owner: string;
  last_run_at: string | null;
}

/** Spent ALTCHA challenges (by signature hash), kept until the challenge expires. */
export interface UsedAltchaChallengesTable {
  id: string;
  expires_at: string;
}

/** A rate-limited route's counter for one client (platform/rate-limit-store.ts). */
export interface RateLimitCountersTable {
  key: string;
  /** ms since the epoch; PostgreSQL's bigint arrives as a string. */
  window_start_ms: number | string;
  hits: number;
}

/** A household's storage place; `kind` decides which shelf life applies. */
export interface LocationsTable {
  id: string;
  household_id: string;
  name: string;
  kind: 'pantry' | 'fridge' | 'freezer';
  sort_order: number;
  created_at: string;
}

export interface ProductsTable {
  id: string;
  household_id: string;
  name: string;
  name_normalized: string;
  brand: string | null;
  category: string;
  default_unit: string;
  min_stock_milli: number;
  shelf_life_pantry: number | null;
  shelf_life_fridge: number | null;
  shelf_life_freezer: number | null;
  shelf_life_opened: number | null;
  /** JSON array of { from, amount, unit }. */
  conversions: string;
  notes: string | null;
  image_key: string | null;
  default_location_id: string | null;
  /** Denormalised totals of the product's entries (pantry service keeps them in step). */
  stock_milli: number;
  next_expiry: string | null;
  expiry_sort: string;
  entry_count: number;
  opened_count: number;
  last_added_at: string;
  /** 1 when the default pantry list shows it: stock > 0 or stock < minimum. */
  listed: number;
  stock_version: number;
  created_at: string;
  updated_at: string;
}

export interface ProductBarcodesTable {
  household_id: string;
  code: string;
  product_id: string;
  pack_milli: number;
  pack_unit: string;
  created_at: string;
}

export interface StockEntriesTable {
  id: string;
  household_id: string;
  product_id: string;
  location_id: string;
  quantity_milli: number;
  initial_milli: number;
  unit: string;
  purchased_on: string | null;
  expires_on: string | null;
  expiry_kind: 'best_before' | 'use_by';
  opened_on: string | null;
  frozen_on: string | null;
  price_cents: number | null;
  note: string | null;
  /** Optimistic concurrency: every write is conditional on it and bumps it. */
  version: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface StockByLocationTable {
  household_id: string;
  product_id: string;
  location_id: string;
  name_normalized: string;
  stock_milli: number;
  next_expiry: string | null;
  expiry_sort: string;
  entry_count: number;
  opened_count: number;
  last_added_at: string;
}

export interface StockOperationsTable {
  id: string;
  household_id: string;
  kind: 'add' | 'consume' | 'spoil' | 'open' | 'move' | 'adjust' | 'delete';
  user_id: string | null;
  quantity_milli: number | null;
  unit: string | null;
  short_milli: number | null;
  created_at: string;
  undone_at: string | null;
}

export interface StockTransactionsTable {
  id: string;
  operation_id: string;
  household_id: string;
  product_id: string;
  entry_id: string;
  kind: StockOperationsTable['kind'];
  delta_milli: number;
  unit: string;
  value_cents: number | null;
  rescued: number;
  on_date: string;
  /** JSON snapshot of the entry before and after (null: it did not exist / no longer exists). */
  before: string | null;
  after: string | null;
  created_at: string;
}

/** Open Food Facts answers by barcode: found for 30 days, not found for a day. */
export interface BarcodeLookupsTable {
  code: string;
  source: 'openfoodfacts' | 'none';
  payload: string | null;
  image_key: string | null;
  fetched_at: string;
  expires_at: string;
}

/** A household's recipe, or a built-in one (no household; one row per language). */
export interface RecipesTable {
  id: string;
  /** What the API shows: the id itself, or "lib-<key>" for every language of a library recipe. */
  public_id: string;
  household_id: string | null;
  library_key: string | null;
  language: string | null;
  title: string;
  description: string | null;
  servings: number | null;
  yield_text: string | null;
  prep_minutes: number | null;
  cook_minutes: number | null;
  total_minutes: number | null;
  difficulty: 'easy' | 'medium' | 'hard' | null;
  cuisine: string | null;
  cuisine_normalized: string | null;
  /** JSON arrays of strings. */
  tags: string;
  dietary_flags: string;
  notes: string | null;
  source_url: string | null;
  author: string | null;
  image_key: string | null;
  search_text: string;
  /** Ingredient lines that name a food and an amount: what "what can I cook" counts. */
  counted_lines: number;
  counted_foods: string;
  title_sort: string;
  /** Library rows: a hash of the shipped text, so start-up rewrites only what changed. */
  content_hash: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface RecipeIngredientsTable {
  recipe_id: string;
  position: number;
  group_name: string | null;
  text: string;
  quantity_milli: number | null;
  unit: string | null;
  food_key: string | null;
  food_name: string | null;
  /** The food name as pantry product names are compared (normalizeName). */
  food_normalized: string | null;
  optional: number;
}

export interface RecipeStepsTable {
  recipe_id: string;
  position: number;
  group_name: string | null;
  text: string;
}

export interface RecipeAppliancesTable {
  recipe_id: string;
  slug: string;
}

export interface RecipeFavoritesTable {
  user_id: string;
  recipe_public_id: string;
  created_at: string;
}

export interface RecipeCooksTable {
  id: string;
  household_id: string;
  user_id: string | null;
  recipe_public_id: string;
  title: string;
  servings: number | null;
  operation_id: string | null;
  cooked_at: string;
}

/** SQLite only: the FTS5 index of recipes.search_text. */
export interface RecipeSearchTable {
  recipe_id: string;
  search_text: string;
}

/** The realtime log (docs/decisions/0011); rows live minutes. */
export interface HouseholdEventsTable {
  /** Increasing; a number on SQLite, a string (bigint) from PostgreSQL. */
  id: ColumnType<number | string, never, never>;
  household_id: string;
  type: string;
  actor_id: string | null;
  /** JSON object text. */
  data: string;
  created_at: string;
}

/** Shopping lists (docs/shopping-lists.md). */
export interface ShoppingListsTable {
  id: string;
  household_id: string;
  name: string;
  store: string | null;
  /** The store's folded name, '' without one: the key of its aisle order. */
  store_key: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface ShoppingItemsTable {
  id: string;
  household_id: string;
  list_id: string;
  name: string;
  name_normalized: string;
  food_key: string | null;
  product_id: string | null;
  quantity_milli: number | null;
  unit: string | null;
  category: string;
  note: string | null;
  checked: number;
  checked_at: string | null;
  checked_by: string | null;
  source: string;
  /** JSON array of ShoppingItemSource. */
  sources: string;
  added_by: string | null;
  /** JSON object: field → ISO time of its last change (per-field last-writer-wins). */
  field_times: string;
  /** Set when the ticked item went into the pantry: the stock operation, which undo reverses. */
  moved_operation_id: string | null;
  moved_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ShoppingAisleOrdersTable {
  household_id: string;
  store_key: string;
  /** JSON object: aisle → rank, lower first. */
  ranks: string;
  last_aisle: string | null;
  last_tick_at: string | null;
  updated_at: string;
}

/** A meal on a day's slot: a recipe (its public id and title when planned) or a note. */
export interface MealPlanEntriesTable {
  id: string;
  household_id: string;
  date: string;
  slot: string;
  position: number;
  recipe_public_id: string | null;
  title: string | null;
  note: string | null;
  servings: number;
  locked: number;
  /** 1 when the week planner made it. */
  generated: number;
  /** JSON array of PlanReason. */
  reasons: string;
  cooked_at: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A batch cooking session, kept as computed (`plan`, JSON) with the ticked task ids (`done`, JSON). */
export interface MealPrepSessionsTable {
  id: string;
  household_id: string;
  from_date: string;
  to_date: string;
  plan: string;
  done: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** The secret token of a household's iCal feed. */
export interface MealPlanFeedsTable {
  household_id: string;
  token: string;
  language: string;
  created_at: string;
}

export interface HouseholdInvitationsTable {
  id: string;
  household_id: string;
  code: string;
  email: string | null;
  role: 'admin' | 'member';
  created_by: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  uses: number;
}

export interface HouseholdActivityTable {
  id: string;
  household_id: string;
  actor_id: string | null;
  kind: string;
  /** JSON: ActivityData. */
  data: string;
  created_at: string;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  dedupe_key: string | null;
  read_at: string | null;
  created_at: string;
  in_app: number;
  email_pending: number;
  push_pending: number;
}

export interface NotificationPreferencesTable {
  user_id: string;
  /** JSON: NotificationPreferences. */
  preferences: string;
  updated_at: string;
}

export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

export interface NativePushTokensTable {
  token: string;
  user_id: string;
  platform: 'android' | 'ios';
  created_at: string;
}

export interface ChefMessagesTable {
  id: string;
  user_id: string;
  role: 'user' | 'chef';
  text: string;
  /** JSON: ChefCard. */
  card: string | null;
  /** JSON: ChefLink[]. */
  links: string;
  /** JSON: string[]. */
  chips: string;
  created_at: string;
}

export interface ChefTipsTable {
  user_id: string;
  key: string;
  shown_at: string;
}

export interface ChefModelUsageTable {
  household_id: string;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  requests: number;
}

export interface Database {
  households: HouseholdsTable;
  users: UsersTable;
  household_members: HouseholdMembersTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  oauth_accounts: OAuthAccountsTable;
  login_failures: LoginFailuresTable;
  user_onboarding: UserOnboardingTable;
  user_settings: UserSettingsTable;
  privacy_preferences: PrivacyPreferencesTable;
  regional_settings: RegionalSettingsTable;
  appliances: AppliancesTable;
  household_appliances: HouseholdAppliancesTable;
  client_errors: ClientErrorsTable;
  mail_outbox: MailOutboxTable;
  job_leases: JobLeasesTable;
  used_altcha_challenges: UsedAltchaChallengesTable;
  rate_limit_counters: RateLimitCountersTable;
  locations: LocationsTable;
  products: ProductsTable;
  product_barcodes: ProductBarcodesTable;
  stock_entries: StockEntriesTable;
  stock_by_location: StockByLocationTable;
  stock_operations: StockOperationsTable;
  stock_transactions: StockTransactionsTable;
  barcode_lookups: BarcodeLookupsTable;
  recipes: RecipesTable;
  recipe_ingredients: RecipeIngredientsTable;
  recipe_steps: RecipeStepsTable;
  recipe_appliances: RecipeAppliancesTable;
  recipe_favorites: RecipeFavoritesTable;
  recipe_cooks: RecipeCooksTable;
  recipe_search: RecipeSearchTable;
  household_events: HouseholdEventsTable;
  shopping_lists: ShoppingListsTable;
  shopping_items: ShoppingItemsTable;
  shopping_aisle_orders: ShoppingAisleOrdersTable;
  meal_plan_entries: MealPlanEntriesTable;
  meal_prep_sessions: MealPrepSessionsTable;
  meal_plan_feeds: MealPlanFeedsTable;
  household_invitations: HouseholdInvitationsTable;
  household_activity: HouseholdActivityTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  push_subscriptions: PushSubscriptionsTable;
  native_push_tokens: NativePushTokensTable;
  chef_messages: ChefMessagesTable;
  chef_tips: ChefTipsTable;
  chef_model_usage: ChefModelUsageTable;
}
