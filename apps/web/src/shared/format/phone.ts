/**
 * One way to show a phone everywhere: a Kenyan number as people read their own (254712345678 →
 * 0712 345 678), any other number in international form (+255…).
 */
export function displayPhone(phone: string): string {
  const match = /^254(\d{3})(\d{3})(\d{3})$/.exec(phone);
  if (match) return `0${match[1]} ${match[2]} ${match[3]}`;
  return /^\d{8,15}$/.test(phone) ? `+${phone}` : phone;
}

/** 254712345678 → 0712345678: how people type their number into a form. */
export function localPhone(phone: string): string {
  return /^254\d{9}$/.test(phone) ? `0${phone.slice(3)}` : phone;
}
