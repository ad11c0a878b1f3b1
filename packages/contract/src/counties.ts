import { z } from 'zod';

/** The 47 counties of Kenya (Constitution of Kenya 2010, First Schedule), in their code order. */
export const KENYAN_COUNTIES = [
  'Mombasa',
  'Kwale',
  'Kilifi',
  'Tana River',
  'Lamu',
  'Taita-Taveta',
  'Garissa',
  'Wajir',
  'Mandera',
  'Marsabit',
  'Isiolo',
  'Meru',
  'Tharaka-Nithi',
  'Embu',
  'Kitui',
  'Machakos',
  'Makueni',
  'Nyandarua',
  'Nyeri',
  'Kirinyaga',
  "Murang'a",
  'Kiambu',
  'Turkana',
  'West Pokot',
  'Samburu',
  'Trans-Nzoia',
  'Uasin Gishu',
  'Elgeyo-Marakwet',
  'Nandi',
  'Baringo',
  'Laikipia',
  'Nakuru',
  'Narok',
  'Kajiado',
  'Kericho',
  'Bomet',
  'Kakamega',
  'Vihiga',
  'Bungoma',
  'Busia',
  'Siaya',
  'Kisumu',
  'Homa Bay',
  'Migori',
  'Kisii',
  'Nyamira',
  'Nairobi',
] as const;
export type KenyanCounty = (typeof KENYAN_COUNTIES)[number];

const COUNTY_MESSAGE = 'must be one of the 47 counties of Kenya, such as Nairobi or Kisumu';
const key = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
const byKey = new Map<string, KenyanCounty>(KENYAN_COUNTIES.map((name) => [key(name), name]));

/**
 * A county by name, forgiving case, spaces, hyphens and apostrophes ("murang a", "TAITA TAVETA");
 * always answered in its official spelling.
 */
export const countySchema = z
  .string({ error: COUNTY_MESSAGE })
  .transform((value, ctx) => {
    const county = byKey.get(key(value));
    if (!county) {
      ctx.addIssue({ code: 'custom', message: COUNTY_MESSAGE });
      return z.NEVER;
    }
    return county;
  })
  // The document names the counties in their official spelling (case and spaces are forgiven).
  .meta({ enum: [...KENYAN_COUNTIES] });
