/** Number and percentage writers in the language on screen; `—` where there is no figure. */
export function figureFormats(language: string) {
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  return {
    number: (value: number | null) => (value === null ? '—' : numbers.format(value)),
    /** A 0–1 rate. */
    rate: (value: number) => percent.format(value),
  };
}
