import type { ChefMessage, ChefStreamEvent } from '@shared/contracts/chef';
import { understand } from '@shared/domain/chef/understand';
import type { ChefIntent } from '@shared/domain/chef/intents';
import { addDays } from '@shared/domain/stock';
import { nowIso } from '../../db/database';
import { listHouseholdApplianceRows } from '../appliances/appliances.repository';
import { getOnboarding } from '../onboarding/onboarding.service';
import { listLocationRows } from '../pantry/locations.repository';
import { listBelowMinimum, listExpiringEntries } from '../pantry/pantry-views.repository';
import { insertMessage, listMessages, trimHistory } from './chef-history.repository';
import { builtInReply, type ChefContext, type ChefReply } from './chef-replies.service';
import { CHEF_TEXTS } from './chef-texts';
import { type ChefModel, type KitchenSummary, ModelUnavailableError } from './model/model-types';

/**
 * One turn of the conversation: the user's message is kept, answered, and the answer kept, as a
 * stream of events for the browser (ChefStreamEvent). With a language model configured it writes
 * the answer and its tool calls become the same cards the built-in engine makes; when it cannot
 * answer (no budget left, too slow, down), the built-in engine answers instead.
 */

export type ChefDeps = {
  model: ChefModel | null;
  log: { warn: (obj: object, msg: string) => void };
};

/** Turns of the conversation the model sees before the new message. */
const MODEL_HISTORY = 10;
/** Entries of each kind the model's kitchen summary lists. */
const SUMMARY_MAX = 10;
/** The built-in answer is sent a few words at a time, as a model's would be. */
const WORDS_PER_DELTA = 4;

export async function* converse(
  ctx: ChefContext,
  text: string,
  deps: ChefDeps,
  signal?: AbortSignal,
): AsyncGenerator<ChefStreamEvent> {
  const history = deps.model
    ? (await listMessages(ctx.db, ctx.userId, { limit: MODEL_HISTORY })).messages
    : [];
  const asked = await insertMessage(
    ctx.db,
    ctx.userId,
    { role: 'user', text, card: null, links: [], chips: [] },
    nowIso(),
  );
  yield { type: 'user', message: asked };

  let answer: ChefReply | null;
  try {
    answer = deps.model ? yield* modelAnswer(ctx, text, history, deps, signal) : null;
    if (answer === null) {
      answer = await builtInReply(ctx, understand(text, ctx.language));
      yield* spoken(answer.text);
    }
  } catch (err) {
    if (signal?.aborted) return;
    deps.log.warn({ err }, 'the Chef could not answer');
    yield { type: 'error', error: CHEF_TEXTS[ctx.language].failed };
    return;
  }
  const kept = await insertMessage(ctx.db, ctx.userId, { role: 'chef', ...answer }, nowIso());
  await trimHistory(ctx.db, ctx.userId);
  yield { type: 'done', message: kept };
}

function* spoken(text: string, lead = ''): Generator<ChefStreamEvent> {
  const words = text.split(/(?<=\s)/);
  for (let i = 0; i < words.length; i += WORDS_PER_DELTA) {
    const chunk = words.slice(i, i + WORDS_PER_DELTA).join('');
    yield { type: 'delta', text: i === 0 ? lead + chunk : chunk };
  }
}

/** The intents a model's tool call may carry that change something, as the built-in engine proposes them. */
const PROPOSING: ReadonlySet<ChefIntent['intent']> = new Set([
  'addToPantry',
  'addToShoppingList',
  'updateDiet',
  'addAppliance',
  'timer',
  'planDinner',
]);

/**
 * The model's answer, streamed as it writes it; its tool calls answered by the built-in engine
 * (a card for a change, the household's data for a question). null when the model had nothing
 * to say, so that the built-in engine answers. When the model fails after part of its answer was
 * sent, the built-in answer follows it.
 */
async function* modelAnswer(
  ctx: ChefContext,
  text: string,
  history: readonly ChefMessage[],
  deps: ChefDeps,
  signal: AbortSignal | undefined,
): AsyncGenerator<ChefStreamEvent, ChefReply | null> {
  const model = deps.model!;
  let written = '';
  const intents: ChefIntent[] = [];
  try {
    for await (const event of model.reply({
      householdId: ctx.householdId,
      language: ctx.language,
      history: history.map((message) => ({ role: message.role, text: message.text })),
      text,
      kitchen: await kitchenSummary(ctx),
      signal,
    })) {
      if (event.type === 'delta') {
        written += event.text;
        yield { type: 'delta', text: event.text };
      } else intents.push(event.intent);
    }
  } catch (err) {
    if (!(err instanceof ModelUnavailableError)) throw err;
    deps.log.warn({ reason: err.reason }, 'the Chef model did not answer; the built-in Chef answers');
    if (written.length === 0) return null;
    const fallback = await builtInReply(ctx, understand(text, ctx.language));
    yield* spoken(fallback.text, '\n\n');
    return { ...fallback, text: `${written}\n\n${fallback.text}` };
  }
  if (written.trim().length === 0 && intents.length === 0) return null;

  // One card per answer: the first change the model proposed.
  const change = intents.find((intent) => PROPOSING.has(intent.intent));
  const question = intents.find((intent) => !PROPOSING.has(intent.intent));
  const proposed = change ? await builtInReply(ctx, change) : null;
  const answered = question ? await builtInReply(ctx, question) : null;
  let fullText = written;
  // A question the model asked the kitchen about ("what expires?") is answered with its data.
  const extra = answered?.text ?? (written.trim().length === 0 ? proposed?.text : undefined);
  if (extra) {
    const lead = fullText.length > 0 ? '\n\n' : '';
    yield* spoken(extra, lead);
    fullText += lead + extra;
  }
  return {
    text: fullText,
    card: proposed?.card ?? answered?.card ?? null,
    links: [...(answered?.links ?? []), ...(proposed?.links ?? [])],
    chips: answered?.chips ?? proposed?.chips ?? [],
  };
}

/** The household as the model sees it: counts, the soonest to expire, what is low. Never the whole pantry. */
export async function kitchenSummary(ctx: ChefContext): Promise<KitchenSummary> {
  const [count, expiring, low, locations, onboarding, appliances] = await Promise.all([
    ctx.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('household_id', '=', ctx.householdId)
      .where('stock_milli', '>', 0)
      .executeTakeFirst(),
    listExpiringEntries(ctx.db, ctx.householdId, addDays(ctx.today, ctx.warningDays), SUMMARY_MAX),
    listBelowMinimum(ctx.db, ctx.householdId, SUMMARY_MAX),
    listLocationRows(ctx.db, ctx.householdId),
    getOnboarding({ db: ctx.db, userId: ctx.userId }),
    listHouseholdApplianceRows(ctx.db, ctx.householdId),
  ]);
  return {
    today: ctx.today,
    productCount: Number(count?.n ?? 0),
    expiringSoon: expiring.map((entry) => `${entry.product_name} (expires ${entry.expires_on})`),
    lowStock: low.map((product) => product.name),
    locations: locations.map((location) => location.name),
    dietaryPreferences: onboarding.dietary_preferences,
    appliances: appliances.map((appliance) => appliance.name),
  };
}
