import type { z } from 'zod';

export const json = (status: number, description: string, schema: z.ZodType) => ({
  status,
  description,
  schema,
});
export const none = (description: string) => ({ status: 204, description, empty: true as const });
