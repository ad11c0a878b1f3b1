// The app's CSP allows images only from itself, data: and blob:, so demo pictures are small SVGs
// drawn here rather than links to image hosts.
const COLORS = ['#7367f0', '#28c76f', '#ea5455', '#ff9f43', '#00cfe8', '#82868b'];

function initialsOf(label: string): string {
  const words = label.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

function colorFor(label: string): string {
  let sum = 0;
  for (const char of label) sum += char.charCodeAt(0);
  return COLORS[sum % COLORS.length] ?? '#7367f0';
}

function svgUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A round avatar with the person's initials. */
export function avatarImage(name: string): string {
  const text = initialsOf(name).replace(/[<>&"]/g, '');
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
      `<circle cx="32" cy="32" r="32" fill="${colorFor(name)}"/>` +
      `<text x="32" y="40" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  );
}

/** A flat picture with a caption (products, posts, covers). */
export function pictureImage(caption: string, width = 400, height = 300): string {
  const text = caption.replace(/[<>&"]/g, '');
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="100%" height="100%" fill="${colorFor(caption)}"/>` +
      `<text x="50%" y="50%" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  );
}
