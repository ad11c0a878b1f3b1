/** The part of the picture the reader kept, in the picture's own pixels (react-easy-crop's `Area`). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Avatars are stored square at this size. */
export const AVATAR_SIZE = 256;

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be read.'));
    image.src = source;
  });
}

/** Draws the kept square and exports it as JPEG (cropped pictures are always JPEG). */
export async function cropToJpeg(source: string, area: CropArea, quality = 0.9): Promise<string> {
  const image = await loadImage(source);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw pictures.');
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, AVATAR_SIZE, AVATAR_SIZE);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
  return canvas.toDataURL('image/jpeg', quality);
}
