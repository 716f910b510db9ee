import { z } from 'zod';
import {
  ChatHistoryResponseSchema,
  ChefCardSchema,
  ChefMessageSchema,
  ChefProposalSchema,
} from '@shared/contracts/chef';

/*
 * The conversation as the browser reads it. The server may know kinds of card this browser does
 * not (a newer server, an older cached app): such a card still shows, and confirming it says the
 * action is not supported yet (spec §8) instead of the whole conversation failing to load.
 */

/** A proposal of any kind; the card runner checks it against the contract before running it. */
const AnyProposalSchema = z.union([ChefProposalSchema, z.looseObject({ kind: z.string() })]);
export type AnyProposal = z.infer<typeof AnyProposalSchema>;

export const ChatCardSchema = ChefCardSchema.extend({ proposal: AnyProposalSchema });
export type ChatCard = z.infer<typeof ChatCardSchema>;

export const ChatMessageSchema = ChefMessageSchema.extend({ card: ChatCardSchema.nullable() });
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatHistorySchema = ChatHistoryResponseSchema.extend({ messages: z.array(ChatMessageSchema) });
export type ChatHistory = z.infer<typeof ChatHistorySchema>;

export const ChatMessageResponseSchema = z.object({ message: ChatMessageSchema });
