// The machine that serves the demo may be offline, so the player's samples are made in the
// browser: a short tune as a WAV file and a few seconds of an animated canvas recorded as WebM.

const RATE = 8000;
// A rising phrase (C E G C') then back down, in Hz.
const NOTES = [262, 330, 392, 523, 392, 330];

/** A three-second tune, 8 kHz 8-bit mono WAV (about 24 kB). */
export function makeToneWav(): Blob {
  const noteLength = Math.round(RATE / 2);
  const samples = NOTES.length * noteLength;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) =>
    [...value].forEach((char, i) => view.setUint8(at + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  NOTES.forEach((frequency, note) => {
    for (let i = 0; i < noteLength; i += 1) {
      // Each note fades out, so the joins do not click.
      const envelope = 1 - i / noteLength;
      const value = Math.sin((2 * Math.PI * frequency * i) / RATE) * envelope * 0.5;
      bytes[44 + note * noteLength + i] = Math.round(128 + value * 127);
    }
  });
  return new Blob([bytes], { type: 'audio/wav' });
}

/** The first frame of the sample video, as an image for the poster. */
export function drawFrame(context: CanvasRenderingContext2D, time: number, title: string) {
  const { width, height } = context.canvas;
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#4b3fd6');
  gradient.addColorStop(1, '#0f9f8f');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = 'rgba(255,255,255,0.85)';
  context.beginPath();
  context.arc(
    width / 2 + Math.cos(time * 2) * width * 0.3,
    height / 2 + Math.sin(time * 3) * height * 0.2,
    18,
    0,
    Math.PI * 2,
  );
  context.fill();
  context.font = '600 28px system-ui, sans-serif';
  context.textAlign = 'center';
  context.fillStyle = '#fff';
  context.fillText(title, width / 2, height - 24);
}

/** A poster image (PNG data URL) of the sample's first frame. */
export function makePoster(title: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  const context = canvas.getContext('2d');
  if (!context) return '';
  drawFrame(context, 0, title);
  return canvas.toDataURL('image/png');
}

/** Records `seconds` of the animation; undefined where the browser cannot record a canvas. */
export async function recordSampleVideo(title: string, seconds = 4): Promise<Blob | undefined> {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  const context = canvas.getContext('2d');
  if (!context || typeof MediaRecorder === 'undefined' || !('captureStream' in canvas))
    return undefined;
  const type = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'].find((one) =>
    MediaRecorder.isTypeSupported(one),
  );
  if (!type) return undefined;
  const recorder = new MediaRecorder(canvas.captureStream(25), {
    mimeType: type,
    videoBitsPerSecond: 400_000,
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
  const start = performance.now();
  let frame = 0;
  const draw = () => {
    const elapsed = (performance.now() - start) / 1000;
    drawFrame(context, elapsed, title);
    if (elapsed < seconds) frame = requestAnimationFrame(draw);
    else recorder.stop();
  };
  recorder.start();
  draw();
  await done;
  cancelAnimationFrame(frame);
  return new Blob(chunks, { type: 'video/webm' });
}
