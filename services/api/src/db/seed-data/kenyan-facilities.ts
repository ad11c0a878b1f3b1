import type { KenyanCounty } from '@pamoja/contract/counties';

/**
 * Kenyan health facilities seeded by migration 0012-facilities-and-referrals, for the
 * health-insurance leads (docs/domains/leads.md#facilities). Migrations are frozen once released:
 * change these rows with a new migration, not by editing this list.
 *
 * Source: the Kenya Master Health Facility List (KMHFL, kmhfl.health.go.ke) as published in the
 * public repository `mainanick/healthkenya`, files `dataset/county_facilities/<county>.json`
 * (commit 29f9f2e31ac9f745094f300a4d4b40dd4453dab5, collected March 2020). Each row keeps the
 * list's `code` (the KMHFL/MFL code), `officialname`, `county_name`, `keph_level_name`,
 * `facility_type_name` and `owner_type_name`; rows without a code in the list were left out.
 * Counties are spelled as in `@pamoja/contract/counties`.
 */
export interface FacilitySeed {
  kmhflCode: string;
  name: string;
  county: KenyanCounty;
  level: string;
  type: string;
  ownership: string;
}

const PP = 'Private Practice';
const MOH = 'Ministry of Health';
const NGO = 'Non-Governmental Organizations';

type Row = [
  code: number,
  name: string,
  county: KenyanCounty,
  level: 2 | 3 | 4 | 5 | 6,
  type: string,
  ownership: string,
];

const ROWS: Row[] = [
  [25435, 'Aflah Medical Centre', 'Lamu', 2, 'Medical Clinic', PP],
  [25145, 'Samaritan Medical Centre', 'Lamu', 2, 'Medical Clinic', PP],
  [25068, 'Manda Dispensary (Lamu)', 'Lamu', 2, 'Dispensary', MOH],
  [25097, 'My FatherMedical Clinic', 'Lamu', 2, 'Medical Clinic', PP],
  [25069, 'JAMBO KIDS MATERNITY', 'Lamu', 3, 'Nursing and Maternity Home', PP],
  [24530, 'KRCS Lamu Rehabilitation Centre (Hindi)', 'Lamu', 2, 'Dispensary', NGO],
  [24190, 'Siha Medical Home Limited (Mpeketoni)', 'Lamu', 4, 'Primary care hospitals', PP],
  [25450, 'Beirut pharmacy and medical centre', 'Nairobi', 2, 'Medical Center', PP],
  [25426, 'Shepherds Hospital', 'Nairobi', 3, 'Medical Center', PP],
  [25433, 'Equity Afia Utawala Medical Centre', 'Nairobi', 3, 'Medical Clinic', PP],
  [25342, 'Sahara Medinfo Center', 'Nairobi', 2, 'Medical Clinic', PP],
  [25349, 'Kuze Medical Clinic', 'Mombasa', 2, 'Medical Clinic', PP],
  [25348, 'Buxton Hospital Gulshan', 'Mombasa', 3, 'Nursing Homes', PP],
  [25131, 'Dinome Medical Centre', 'Mombasa', 3, 'Medical Center', PP],
  [25094, 'Smart Jamii Clinic', 'Mombasa', 2, 'Medical Clinic', PP],
  [24762, "Nairobi Women's Hospital (Mvita)", 'Mombasa', 4, 'Primary care hospitals', PP],
  [24666, 'Chaliana Medical Centre', 'Mombasa', 3, 'Medical Center', PP],
  [25365, 'Christella Care Centre', 'Kisumu', 2, 'Medical Clinic', PP],
  [25247, 'Tumaini Kopere Health Care Services', 'Kisumu', 2, 'Medical Clinic', PP],
  [25071, 'St. Lucia Medical Centre', 'Kisumu', 3, 'Medical Center', PP],
  [24971, 'Dalcoo Medical Centre', 'Kisumu', 3, 'Medical Center', PP],
  [24949, 'Angeline Health Care', 'Kisumu', 2, 'Medical Clinic', PP],
  [24940, 'Fairmont Hospital', 'Kisumu', 4, 'Primary care hospitals', PP],
  [24904, 'Good Neighbour clinic', 'Kisumu', 2, 'Medical Clinic', PP],
  [
    25427,
    'Oak Tree Centre For Kidney and Chronic Diseases Ltd',
    'Uasin Gishu',
    3,
    'Nursing Homes',
    PP,
  ],
  [25358, 'Palmcare Sinai Hospital', 'Uasin Gishu', 4, 'Secondary care hospitals', PP],
  [25256, 'Eldoret Oncology Associates', 'Uasin Gishu', 3, 'Primary care hospitals', PP],
  [24981, 'Glogoh Hospital Limited', 'Uasin Gishu', 4, 'Primary care hospitals', PP],
  [25425, 'Naivasha Medical Clinic Company LTD(Naivasha)', 'Nakuru', 2, 'Medical Clinic', PP],
  [25428, 'Central Rift Medical Clinic', 'Nakuru', 2, 'Medical Clinic', PP],
  [25429, 'Thayu Medical Clinic', 'Nakuru', 2, 'Medical Clinic', PP],
  [25230, 'Langalanga St. Teresa Midical Centre', 'Nakuru', 3, 'Medical Center', PP],
  [25218, 'Family Wellness Centre(Naivasha)', 'Nakuru', 3, 'Nursing Homes', PP],
  [25215, 'ITARC Kenya Limited(Naivasha)', 'Nakuru', 2, 'Medical Clinic', PP],
  [25449, 'Alpha Bliss Health Clinic', 'Kiambu', 2, 'Medical Clinic', PP],
  [25364, 'Life Point Hospital', 'Kiambu', 4, 'Primary care hospitals', PP],
  [25445, 'Royal Smiles Dental Clinic', 'Kiambu', 2, 'Dental Clinic', PP],
  [25249, 'Mt.Elgon Endoscopy Centre-Kiambu', 'Kiambu', 3, 'Medical Center', PP],
  [25251, 'Jamii Health Care', 'Kiambu', 2, 'Medical Clinic', PP],
  [25372, 'Elikya Medical Centre', 'Kiambu', 2, 'Medical Clinic', PP],
  [25443, 'Plan Med Health Services (Kikuyu)', 'Kiambu', 2, 'Medical Clinic', PP],
  [25442, 'Jamii Medcare Clinic', 'Kiambu', 2, 'Medical Clinic', PP],
  [25439, 'Kyaume Dispensary', 'Machakos', 2, 'Dispensary', MOH],
  [25441, 'Katangini Dispensary', 'Machakos', 2, 'Dispensary', MOH],
  [25440, 'Kwa Mwaura Dispensary', 'Machakos', 2, 'Dispensary', MOH],
  [25331, 'Kithimani(Kitheuni) Dispensary', 'Machakos', 2, 'Dispensary', MOH],
  [25234, 'Mepter Medicare Clinic', 'Machakos', 2, 'Medical Clinic', PP],
  [25434, 'Kiambogo Dispensary Kieni West', 'Nyeri', 2, 'Dispensary', MOH],
  [
    25355,
    'Karatina Recovery Centre Limited',
    'Nyeri',
    2,
    'Rehab. Center - Drug and Substance abuse',
    PP,
  ],
  [25388, 'Mama Joyce Medical Clinic', 'Nyeri', 2, 'Medical Clinic', PP],
  [25143, 'Mathira Medical centre', 'Nyeri', 3, 'Medical Center', PP],
  [25057, 'Equity Afia Medical Clinic', 'Nyeri', 2, 'Medical Clinic', PP],
  [
    25045,
    'Mwai Kibaki Teaching and Referral Hospital',
    'Nyeri',
    6,
    'Specialized & Tertiary Referral hospitals',
    MOH,
  ],
  [25036, 'Dr Wambui F', 'Nyeri', 2, 'Medical Clinic', PP],
  [25012, 'Great Batian Optical Eye Clinic', 'Nyeri', 2, 'Medical Clinic', PP],
  [25432, 'Sanitas Family Hospital Limited', 'Meru', 4, 'Primary care hospitals', PP],
  [25363, 'Mayo Antony Medical clinic', 'Meru', 2, 'Medical Clinic', PP],
  [25409, 'Jekim Hospital Nkubu', 'Meru', 4, 'Primary care hospitals', PP],
  [25371, 'Gracepark Medical Centre', 'Meru', 4, 'Primary care hospitals', PP],
  [25255, 'Mbaranga Dispensary', 'Meru', 2, 'Dispensary', MOH],
  [25243, 'Mwanza Medicare Centre Clinic', 'Kakamega', 2, 'Medical Clinic', PP],
  [25196, 'Nzoia Medical Centre-Kakamega', 'Kakamega', 2, 'Medical Clinic', PP],
  [25166, 'Mumias Sub County Hospital', 'Kakamega', 4, 'Primary care hospitals', MOH],
  [24984, 'Dr. Odongo Medical Clinic', 'Kakamega', 2, 'Medical Clinic', PP],
  [24959, 'Imara Highway Clinic', 'Kakamega', 2, 'Medical Clinic', PP],
  [24868, 'Oasis Doctors Plaza Kakamega', 'Kakamega', 2, 'Medical Clinic', PP],
  [25165, 'Familyfirst Medical Centre Limited', 'Garissa', 3, 'Comprehensive health Centre', PP],
  [25054, 'Gacal Budget Hospital', 'Garissa', 3, 'Nursing Homes', PP],
  [24689, 'Darusalaam Hospital', 'Garissa', 3, 'Medical Center', PP],
  [24610, 'Jerriot Dispensary', 'Garissa', 2, 'Dispensary', MOH],
  [24538, 'Dagahley medical clinic', 'Garissa', 2, 'Medical Clinic', PP],
  [25416, 'Nationakor Dispensary', 'Turkana', 2, 'Dispensary', NGO],
  [25411, 'Nalemsekon Dispensary', 'Turkana', 2, 'Dispensary', NGO],
  [25412, 'Ammusait General Hospital', 'Turkana', 4, 'Secondary care hospitals', NGO],
  [25417, 'AIC Clinic 2 Dispensary', 'Turkana', 2, 'Dispensary', NGO],
  [25418, 'Natukobenyo Health Centre', 'Turkana', 3, 'Basic Health Centre', NGO],
  [25422, 'Hong Kong Dispensary', 'Turkana', 2, 'Dispensary', NGO],
  [25423, 'Kanamkemer Health Centre', 'Turkana', 3, 'Comprehensive health Centre', MOH],
  [25424, 'Odyssey Optician', 'Kilifi', 2, 'Medical Clinic', PP],
  [25369, 'Kavunyalalo Paziani Dispensary', 'Kilifi', 2, 'Dispensary', MOH],
  [25266, 'JOSMORI HOSPITAL', 'Kilifi', 4, 'Primary care hospitals', PP],
  [25168, 'Kaembeni Dispensary', 'Kilifi', 2, 'Dispensary', MOH],
  [25098, 'Hosana Medical Clinic', 'Kilifi', 2, 'Medical Clinic', PP],
  [25072, 'Ultramed Health Care Mkapuni', 'Kilifi', 2, 'Medical Clinic', PP],
  [25454, 'Mediforte Hospital Limited', 'Kisii', 4, 'Secondary care hospitals', NGO],
  [25453, 'Marine Dental Clinic', 'Kisii', 2, 'Dental Clinic', PP],
  [25161, 'Blossomvale Hope Nursing Home', 'Kisii', 3, 'Nursing Homes', PP],
  [25132, 'Modesity Medical Clinic', 'Kisii', 2, 'Medical Clinic', PP],
  [25028, 'Bliss Health Care Kisii 2', 'Kisii', 2, 'Medical Clinic', PP],
  [25419, 'ST LOUI MEDICAL CLINIC', 'Narok', 2, 'Medical Clinic', PP],
  [25447, 'Shasyt Annex Health Care Clinic', 'Narok', 3, 'Medical Center', PP],
  [25265, 'St Michael Medical Diagnostic Center', 'Narok', 2, 'Medical Clinic', PP],
  [25201, 'KIBOTANY MEDICAL CENTRE', 'Narok', 2, 'Dispensary', PP],
  [25199, 'ERIPOTO MEDICAL CENTER', 'Narok', 2, 'Dispensary', PP],
  [
    25192,
    'THE MAYIAN MATERNITY AND NURSING HOME SUSWA',
    'Narok',
    3,
    'Nursing and Maternity Home',
    PP,
  ],
  [25212, 'Embu Children Hospital Tenri(Makima)', 'Embu', 2, 'Dispensary', PP],
  [25087, 'Mutuobare Dispensary', 'Embu', 2, 'Dispensary', MOH],
  [25001, 'Precious Hospital', 'Embu', 3, 'Medical Center', PP],
  [24952, 'Frevane Hospital', 'Embu', 4, 'Primary care hospitals', PP],
  [24917, 'Bendito Medical Center', 'Embu', 2, 'Medical Clinic', PP],
  [24900, 'Kamugu Dispensary', 'Embu', 2, 'Dispensary', MOH],
];

export const KENYAN_FACILITIES: readonly FacilitySeed[] = ROWS.map(
  ([code, name, county, level, type, ownership]) => ({
    kmhflCode: String(code),
    name,
    county,
    level: `Level ${level}`,
    type,
    ownership,
  }),
);
