import { z } from 'zod';

export const pricingPlanSchema = z.object({
  title: z.string(),
  img: z.string(),
  subtitle: z.string(),
  monthlyPrice: z.number(),
  yearlyPlan: z.object({ perMonth: z.number(), totalAnnual: z.number() }),
  planBenefits: z.array(z.string()),
  popular: z.boolean(),
});

export const pricingDataSchema = z.object({
  basicPlan: pricingPlanSchema,
  standardPlan: pricingPlanSchema,
  enterprisePlan: pricingPlanSchema,
  qandA: z.array(z.object({ question: z.string(), answer: z.string() })),
});

export type PricingPlan = z.infer<typeof pricingPlanSchema>;
export type PricingData = z.infer<typeof pricingDataSchema>;
