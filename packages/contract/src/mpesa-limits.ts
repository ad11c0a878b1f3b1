// Without zod: screens that only show the limits (the cart) stay clear of the schemas.

/** M-Pesa moves whole shillings; the product takes KES 10 to 150,000 per payment. */
export const MPESA_LIMITS = { min: 10, max: 150_000 } as const;
