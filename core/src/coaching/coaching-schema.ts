/** Request and response of POST /api/coaching/analyze. */
import { z } from 'zod';
import { BUYER_IDS, DEFAULT_BUYER_ID } from '../buyer-types.ts';
import type { BuyerId } from '../buyer-types.ts';

export const coachingMessageSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  text: z.string().max(5000),
  isUser: z.boolean(),
  timestamp: z.union([z.string(), z.number()]).optional(),
});

export const coachingAnalyzeRequestSchema = z.object({
  sessionId: z.string().trim().min(1).max(200),
  conversationContext: z.string().max(30000).default(''),
  /** case-insensitive; unknown values fall back to the default conversation buyer type (relater) */
  buyerType: z
    .string()
    .max(50)
    .optional()
    .transform((v): BuyerId => {
      const id = (v ?? '').trim().toLowerCase();
      return (BUYER_IDS as readonly string[]).includes(id) ? (id as BuyerId) : DEFAULT_BUYER_ID;
    }),
  messageCount: z.number().int().min(0).max(100000),
  recentMessages: z.array(coachingMessageSchema).max(20),
});
export type CoachingAnalyzeRequest = z.infer<typeof coachingAnalyzeRequestSchema>;

export const coachingSuggestionSchema = z.object({
  type: z.string().max(50).default('suggestion'),
  priority: z.enum(['high', 'medium', 'low']).default('medium'),
  title: z.string().max(200),
  description: z.string().max(1000),
  action: z.string().max(1000),
  reasoning: z.string().max(1000),
});

export const coachingAnalyzeResponseSchema = z.object({
  suggestions: z.array(coachingSuggestionSchema).max(10),
});
export type CoachingAnalyzeResponse = z.infer<typeof coachingAnalyzeResponseSchema>;
