import { z } from 'zod';

/** A row of the data-table demos (field names as the template spells them). */
export const employeeSchema = z.object({
  id: z.number().int(),
  responsive_id: z.string(),
  avatar: z.string(),
  full_name: z.string(),
  post: z.string(),
  email: z.string(),
  city: z.string(),
  /** ISO day. */
  start_date: z.string(),
  salary: z.number(),
  age: z.number().int(),
  experience: z.string(),
  /** 1–5; the template gives the codes no meaning beyond a badge colour. */
  status: z.number().int().min(1).max(5),
});

export const employeePageSchema = z.object({
  total: z.number().int(),
  data: z.array(employeeSchema),
});

export type Employee = z.infer<typeof employeeSchema>;
export type EmployeePage = z.infer<typeof employeePageSchema>;
