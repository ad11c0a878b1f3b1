// The showcase's figures: fixed, so the pages look the same on every visit.
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
export const DAYS = [1, 2, 3, 4, 5, 6, 7];

export const BALANCE = [180, 210, 195, 260, 240, 300, 280, 340, 310, 360, 350, 400];
export const VISITS = [40, 55, 48, 70, 65, 90, 84, 102, 95, 120, 112, 130];
export const VISITORS = [20, 30, 28, 40, 35, 52, 50, 60, 58, 70, 66, 80];
export const SALES = [85, 100, 75, 120, 95, 140, 110];
export const COSTS = [60, 70, 55, 80, 70, 90, 85];
export const SKILLS = [80, 65, 90, 70, 75, 60];
export const SKILLS_B = [60, 80, 70, 85, 65, 80];

export const CANDLES = [
  { open: 52, high: 58, low: 49, close: 56 },
  { open: 56, high: 61, low: 54, close: 55 },
  { open: 55, high: 57, low: 48, close: 50 },
  { open: 50, high: 55, low: 47, close: 54 },
  { open: 54, high: 63, low: 53, close: 62 },
  { open: 62, high: 66, low: 58, close: 60 },
  { open: 60, high: 64, low: 57, close: 63 },
  { open: 63, high: 70, low: 62, close: 68 },
];

export const HEAT = [
  [12, 30, 45, 20, 60, 75, 40],
  [25, 50, 35, 70, 55, 30, 20],
  [40, 20, 65, 50, 80, 60, 35],
  [55, 45, 30, 85, 40, 70, 50],
  [30, 60, 50, 40, 65, 90, 70],
];

export const SCATTER_A = [
  { x: 10, y: 40 },
  { x: 14, y: 52 },
  { x: 18, y: 48 },
  { x: 22, y: 60 },
  { x: 27, y: 58 },
  { x: 31, y: 70 },
  { x: 36, y: 75 },
];
export const SCATTER_B = [
  { x: 8, y: 22 },
  { x: 12, y: 30 },
  { x: 17, y: 26 },
  { x: 21, y: 38 },
  { x: 26, y: 35 },
  { x: 33, y: 44 },
  { x: 38, y: 50 },
];
export const BUBBLES = [
  { x: 10, y: 30, r: 8 },
  { x: 18, y: 55, r: 14 },
  { x: 25, y: 40, r: 10 },
  { x: 32, y: 70, r: 18 },
  { x: 40, y: 50, r: 12 },
  { x: 48, y: 80, r: 9 },
];
