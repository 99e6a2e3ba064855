import { encode } from 'uqr';

/**
 * The dark modules as one path, a rectangle per horizontal run of them: about half the text of a
 * square per module, for a page that parses and paints sooner on a slow phone.
 */
export function darkRunsPath(rows: readonly (readonly boolean[])[]): string {
  let path = '';
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      let end = x + 1;
      while (row[end]) end += 1;
      path += `M${x} ${y}h${end - x}v1h-${end - x}z`;
      x = end;
    }
  });
  return path;
}

/**
 * A QR code drawn by a QR library (uqr) as one SVG path: crisp at any size, no canvas, and
 * rendered by the server like the rest of the page.
 */
export function QrCode({
  value,
  label,
  size = 220,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const { data, size: modules } = encode(value, { ecc: 'M', border: 2 });
  const path = darkRunsPath(data);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
