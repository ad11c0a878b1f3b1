/** A lead code inside a sentence (`LD-` and 8 characters, as the contract's LEAD_CODE). */
export const LEAD_CODE_IN_TEXT = /LD-[A-Z0-9]{8}/;
