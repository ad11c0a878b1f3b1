/** Pure geometry of the avatar cropper: which square of the picture becomes the photo. */

export interface Size {
  width: number;
  height: number;
}

/** Where the square is: its centre in the picture's own pixels, and how far it is zoomed in. */
export interface CropState {
  centerX: number;
  centerY: number;
  zoom: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** Side of the exported photo: sharp on any screen, and a few hundred kB as JPEG at most. */
export const OUTPUT_SIDE = 512;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Side of the square in picture pixels: the short side at zoom 1 (the whole width or height). */
export const squareSide = (image: Size, zoom: number) =>
  Math.min(image.width, image.height) / clamp(zoom, MIN_ZOOM, MAX_ZOOM);

/** The square never leaves the picture, and the zoom stays in its range. */
export function clampCrop(state: CropState, image: Size): CropState {
  const zoom = clamp(state.zoom, MIN_ZOOM, MAX_ZOOM);
  const half = squareSide(image, zoom) / 2;
  return {
    zoom,
    centerX: clamp(state.centerX, half, image.width - half),
    centerY: clamp(state.centerY, half, image.height - half),
  };
}

/** The middle of the picture, as large as it fits. */
export const initialCrop = (image: Size): CropState => ({
  centerX: image.width / 2,
  centerY: image.height / 2,
  zoom: MIN_ZOOM,
});

/** Screen pixels per picture pixel, in a viewport `viewport` pixels wide. */
export const scaleOf = (image: Size, viewport: number, zoom: number) =>
  viewport / squareSide(image, zoom);

/** Dragging the picture by (dx, dy) screen pixels moves the square the other way. */
export function panBy(
  state: CropState,
  image: Size,
  viewport: number,
  dx: number,
  dy: number,
): CropState {
  const scale = scaleOf(image, viewport, state.zoom);
  return clampCrop(
    { ...state, centerX: state.centerX - dx / scale, centerY: state.centerY - dy / scale },
    image,
  );
}

/** Zooms about the square's centre. */
export const zoomTo = (state: CropState, image: Size, zoom: number) =>
  clampCrop({ ...state, zoom }, image);

/** The square to draw, in picture pixels. */
export function sourceSquare(state: CropState, image: Size) {
  const { centerX, centerY, zoom } = clampCrop(state, image);
  const size = squareSide(image, zoom);
  return { x: centerX - size / 2, y: centerY - size / 2, size };
}

/** Where the picture sits in the viewport (CSS pixels), so the square fills it exactly. */
export function imageBox(state: CropState, image: Size, viewport: number) {
  const { x, y } = sourceSquare(state, image);
  const scale = scaleOf(image, viewport, state.zoom);
  return {
    // 0 - x, not -x: a square at the edge sits at 0, not at -0.
    left: (0 - x) * scale,
    top: (0 - y) * scale,
    width: image.width * scale,
    height: image.height * scale,
  };
}

/** The exported side: OUTPUT_SIDE, or less for a small picture (never blown up). */
export const outputSide = (sourceSize: number) =>
  Math.max(1, Math.round(Math.min(OUTPUT_SIDE, sourceSize)));
