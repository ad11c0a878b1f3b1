/**
 * Languages seeded by migration 0001-reference-data. Migrations are frozen once released: change
 * these rows with a new migration, not by editing this list.
 */
export interface LanguageSeed {
  /** ISO 639-1 code. */
  code: string;
  name: string;
  nativeName: string;
  isDefault: boolean;
}

export const LANGUAGES: readonly LanguageSeed[] = [
  { code: 'en', name: 'English', nativeName: 'English', isDefault: true },
  { code: 'sw', name: 'Kiswahili', nativeName: 'Kiswahili', isDefault: false },
  { code: 'fr', name: 'French', nativeName: 'Français', isDefault: false },
];
