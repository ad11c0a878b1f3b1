/**
 * Banks seeded by migration 0001-reference-data: the commercial banks and the mortgage finance
 * company licensed by the Central Bank of Kenya (CBK). Migrations are frozen once released:
 * change these rows with a new migration, not by editing this list.
 *
 * `code` is the 2-digit bank code of the Kenya Bankers Association / CBK clearing house — the
 * first two digits of every 5-digit bank-branch code (2-digit bank + 3-digit branch), used by EFT,
 * RTGS (KEPSS) and Pesalink. It is text so that leading zeros survive. A bank renamed or taken
 * over keeps its code: NCBA kept CBA's 07, SBM kept Fidelity's 60, Access kept Transnational's
 * 26, Kingdom kept Jamii Bora's 51, GTBank kept Fina's 53, Sidian kept K-Rep's 66, Premier kept
 * First Community's 74, Spire kept Equatorial's 49.
 *
 * Left out: Charterhouse Bank (64, liquidated by CBK in May 2021 after 15 years in statutory
 * management), Chase Bank (30, liquidated April 2021), Imperial Bank (39, closed in 2015; KCB
 * took part of its book in 2020), and banks whose codes were retired by mergers (NIC 41 into NCBA,
 * Giro 42 into I&M, Habib Bank Ltd 08 into DTB).
 *
 * `pesalink` is a best-effort flag: AfricaNenda counted 37 commercial-bank Pesalink participants
 * in 2023 and IPSL publishes no machine-readable list, so confirm with IPSL before relying on it
 * for routing.
 * Citibank serves corporates only and offers no Pesalink to individuals.
 *
 * `swiftCode` is the head-office BIC (8 characters), null where public sources disagree or none
 * was found.
 *
 * `sortOrder` puts the ten largest banks first in pickers, then the rest
 * alphabetically; gaps of 10 leave room to insert without renumbering.
 */
export interface BankSeed {
  code: string;
  name: string;
  swiftCode: string | null;
  pesalink: boolean;
  active: boolean;
  sortOrder: number;
}

export const BANKS: readonly BankSeed[] = [
  // The ten largest, in picker order.
  {
    code: '01',
    name: 'KCB Bank Kenya',
    swiftCode: 'KCBLKENX',
    pesalink: true,
    active: true,
    sortOrder: 10,
  },
  {
    code: '68',
    name: 'Equity Bank Kenya',
    swiftCode: 'EQBLKENA',
    pesalink: true,
    active: true,
    sortOrder: 20,
  },
  {
    code: '11',
    name: 'Co-operative Bank of Kenya',
    swiftCode: 'KCOOKENA',
    pesalink: true,
    active: true,
    sortOrder: 30,
  },
  {
    code: '07',
    name: 'NCBA Bank Kenya',
    swiftCode: 'CBAFKENX',
    pesalink: true,
    active: true,
    sortOrder: 40,
  },
  {
    code: '03',
    name: 'Absa Bank Kenya',
    swiftCode: 'BARCKENX',
    pesalink: true,
    active: true,
    sortOrder: 50,
  },
  {
    code: '02',
    name: 'Standard Chartered Bank Kenya',
    swiftCode: 'SCBLKENX',
    pesalink: true,
    active: true,
    sortOrder: 60,
  },
  {
    code: '31',
    name: 'Stanbic Bank Kenya',
    swiftCode: 'SBICKENX',
    pesalink: true,
    active: true,
    sortOrder: 70,
  },
  {
    code: '57',
    name: 'I&M Bank',
    swiftCode: 'IMBLKENA',
    pesalink: true,
    active: true,
    sortOrder: 80,
  },
  {
    code: '63',
    name: 'Diamond Trust Bank Kenya (DTB)',
    swiftCode: 'DTKEKENA',
    pesalink: true,
    active: true,
    sortOrder: 90,
  },
  {
    code: '70',
    name: 'Family Bank',
    swiftCode: 'FABLKENA',
    pesalink: true,
    active: true,
    sortOrder: 100,
  },

  // The rest, alphabetically.
  // 26: Transnational Bank's code, kept after Access Bank bought it in 2020. Access Bank Kenya's
  // BIC is not consistently published (Transnational's was TNBLKENA), so it is left null.
  {
    code: '26',
    name: 'Access Bank Kenya',
    swiftCode: null,
    pesalink: true,
    active: true,
    sortOrder: 110,
  },
  {
    code: '35',
    name: 'African Banking Corporation (ABC Bank)',
    swiftCode: 'ABCLKENA',
    pesalink: true,
    active: true,
    sortOrder: 120,
  },
  {
    code: '19',
    name: 'Bank of Africa Kenya',
    swiftCode: 'AFRIKENX',
    pesalink: true,
    active: true,
    sortOrder: 130,
  },
  {
    code: '06',
    name: 'Bank of Baroda (Kenya)',
    swiftCode: 'BARBKENA',
    pesalink: true,
    active: true,
    sortOrder: 140,
  },
  {
    code: '05',
    name: 'Bank of India (Kenya)',
    swiftCode: 'BKIDKENA',
    pesalink: true,
    active: true,
    sortOrder: 150,
  },
  {
    code: '16',
    name: 'Citibank N.A. Kenya',
    swiftCode: 'CITIKENA',
    pesalink: false,
    active: true,
    sortOrder: 160,
  },
  {
    code: '23',
    name: 'Consolidated Bank of Kenya',
    swiftCode: 'CONKKENA',
    pesalink: true,
    active: true,
    sortOrder: 170,
  },
  // 25: one older list gives 24; the KBA branch-code lists and most sources give 25.
  {
    code: '25',
    name: 'Credit Bank',
    swiftCode: 'CRBTKENA',
    pesalink: true,
    active: true,
    sortOrder: 180,
  },
  {
    code: '59',
    name: 'Development Bank of Kenya',
    swiftCode: 'DEVKKENA',
    pesalink: true,
    active: true,
    sortOrder: 190,
  },
  {
    code: '75',
    name: 'DIB Bank Kenya',
    swiftCode: 'DUIBKENA',
    pesalink: true,
    active: true,
    sortOrder: 200,
  },
  {
    code: '43',
    name: 'Ecobank Kenya',
    swiftCode: 'ECOCKENA',
    pesalink: true,
    active: true,
    sortOrder: 210,
  },
  {
    code: '53',
    name: 'Guaranty Trust Bank Kenya',
    swiftCode: 'GTBIKENA',
    pesalink: true,
    active: true,
    sortOrder: 220,
  },
  {
    code: '55',
    name: 'Guardian Bank',
    swiftCode: 'GUARKENA',
    pesalink: true,
    active: true,
    sortOrder: 230,
  },
  {
    code: '72',
    name: 'Gulf African Bank',
    swiftCode: 'GAFRKENA',
    pesalink: true,
    active: true,
    sortOrder: 240,
  },
  {
    code: '17',
    name: 'Habib Bank AG Zurich',
    swiftCode: 'HBZUKENA',
    pesalink: true,
    active: true,
    sortOrder: 250,
  },
  // HFC Limited (HF Group, formerly Housing Finance); CBK's one mortgage-finance licensee.
  {
    code: '61',
    name: 'HFC (HF Group)',
    swiftCode: 'HFCOKENA',
    pesalink: true,
    active: true,
    sortOrder: 260,
  },
  {
    code: '51',
    name: 'Kingdom Bank',
    swiftCode: 'CIFIKENA',
    pesalink: true,
    active: true,
    sortOrder: 270,
  },
  // 14: the KBA lists give Oriental Commercial Bank 14 (one app list says 13); BIC from one source.
  {
    code: '14',
    name: 'M-Oriental Bank',
    swiftCode: 'MORBKENA',
    pesalink: true,
    active: true,
    sortOrder: 280,
  },
  // 65: Mayfair Bank, licensed 2017, renamed after CIB (Egypt) took 51% in 2020. The code and
  // the BIC each come from fewer sources than the older banks' do; confirm with the bank.
  {
    code: '65',
    name: 'Mayfair CIB Bank',
    swiftCode: 'MYBKKENA',
    pesalink: true,
    active: true,
    sortOrder: 290,
  },
  {
    code: '18',
    name: 'Middle East Bank Kenya',
    swiftCode: 'MIEKKENA',
    pesalink: true,
    active: true,
    sortOrder: 300,
  },
  {
    code: '12',
    name: 'National Bank of Kenya',
    swiftCode: 'NBKEKENX',
    pesalink: true,
    active: true,
    sortOrder: 310,
  },
  {
    code: '50',
    name: 'Paramount Bank',
    swiftCode: 'PAUTKENA',
    pesalink: true,
    active: true,
    sortOrder: 320,
  },
  // 74: First Community Bank, renamed Premier Bank Kenya after Premier Bank (Somalia) bought
  // control. Its BIC is given as IFCBKENA by some sources and FCBAKEPC by others: left null.
  {
    code: '74',
    name: 'Premier Bank Kenya',
    swiftCode: null,
    pesalink: true,
    active: true,
    sortOrder: 330,
  },
  {
    code: '10',
    name: 'Prime Bank',
    swiftCode: 'PRIEKENX',
    pesalink: true,
    active: true,
    sortOrder: 340,
  },
  {
    code: '60',
    name: 'SBM Bank Kenya',
    swiftCode: 'SBMKKENA',
    pesalink: true,
    active: true,
    sortOrder: 350,
  },
  {
    code: '66',
    name: 'Sidian Bank',
    swiftCode: 'SIDNKENA',
    pesalink: true,
    active: true,
    sortOrder: 360,
  },
  {
    code: '76',
    name: 'UBA Kenya Bank',
    swiftCode: 'UNAFKENA',
    pesalink: true,
    active: true,
    sortOrder: 370,
  },
  {
    code: '54',
    name: 'Victoria Commercial Bank',
    swiftCode: 'VICMKENA',
    pesalink: true,
    active: true,
    sortOrder: 380,
  },

  // Kept but inactive: Equity took over Spire's deposits and loans in 2023 and Spire stopped
  // banking. The row stays so stored account details with code 49 still resolve to a name.
  {
    code: '49',
    name: 'Spire Bank',
    swiftCode: null,
    pesalink: false,
    active: false,
    sortOrder: 390,
  },
];
