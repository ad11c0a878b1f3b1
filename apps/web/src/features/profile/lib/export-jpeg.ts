import { FILE_IMAGE_MAX_BYTES } from '@pamoja/contract/files';

interface Square {
  x: number;
  y: number;
  size: number;
}

// Lower qualities only if a photo would not fit the server's 2 MB image cap (a 512 px JPEG is
// far below it; the loop is the guarantee, not the usual path).
const QUALITIES = [0.9, 0.8, 0.7, 0.6, 0.5];

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be made.'))),
      'image/jpeg',
      quality,
    );
  });
}

/** Draws the square of `image` on a canvas `side` pixels wide and exports it as a JPEG. */
export async function cropToJpeg(
  image: CanvasImageSource,
  square: Square,
  side: number,
  maxBytes = FILE_IMAGE_MAX_BYTES,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot edit pictures.');
  // JPEG has no transparency: a PNG's clear parts become white, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, square.x, square.y, square.size, square.size, 0, 0, side, side);
  for (const quality of QUALITIES) {
    const blob = await toBlob(canvas, quality);
    if (blob.size <= maxBytes) return blob;
  }
  throw new Error('The photo is too large even at a low quality.');
}
