import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a code read aloud or typed from paper has one spelling.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const CERTIFICATE_CODE = /^PMJ-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

const block = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A fresh certificate code such as PMJ-7KQ2-XM4R; the database's unique index has the last word. */
export function newCertificateCode(): string {
  return `PMJ-${block()}-${block()}`;
}
