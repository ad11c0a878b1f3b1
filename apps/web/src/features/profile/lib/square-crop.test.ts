import { describe, expect, test } from 'vitest';
import {
  clampCrop,
  imageBox,
  initialCrop,
  outputSide,
  panBy,
  sourceSquare,
  zoomTo,
} from './square-crop';

const landscape = { width: 1200, height: 800 };

describe('square crop', () => {
  test('starts with the largest square in the middle', () => {
    expect(sourceSquare(initialCrop(landscape), landscape)).toEqual({ x: 200, y: 0, size: 800 });
    expect(imageBox(initialCrop(landscape), landscape, 200)).toEqual({
      left: -50,
      top: 0,
      width: 300,
      height: 200,
    });
  });

  test('dragging moves the square the other way, never off the picture', () => {
    // 200 px viewport over 800 px: a 10 px drag right shows 40 px more of the left.
    const moved = panBy(initialCrop(landscape), landscape, 200, 10, 0);
    expect(sourceSquare(moved, landscape).x).toBe(160);
    const far = panBy(initialCrop(landscape), landscape, 200, 5000, 5000);
    expect(sourceSquare(far, landscape)).toEqual({ x: 0, y: 0, size: 800 });
  });

  test('zoom keeps to 1–4 and about the centre', () => {
    const zoomed = zoomTo(initialCrop(landscape), landscape, 2);
    expect(sourceSquare(zoomed, landscape)).toEqual({ x: 400, y: 200, size: 400 });
    expect(clampCrop({ ...zoomed, zoom: 10 }, landscape).zoom).toBe(4);
    expect(clampCrop({ ...zoomed, zoom: 0 }, landscape).zoom).toBe(1);
  });

  test('exports 512 px, or the square itself when it is smaller', () => {
    expect(outputSide(800)).toBe(512);
    expect(outputSide(300.4)).toBe(300);
  });
});
