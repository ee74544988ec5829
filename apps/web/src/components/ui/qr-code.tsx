import { create } from 'qrcode';

/**
 * A QR code drawn as one SVG path (no canvas, no data URL, nothing loaded): dark modules on
 * white with the quiet zone around them that cameras need.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, data } = create(text, { errorCorrectionLevel: 'M' }).modules;
  let svgPath = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (data[row * size + col]) svgPath += `M${col} ${row}h1v1h-1z`;
    }
  }
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${size + 8} ${size + 8}`}
      shapeRendering="crispEdges"
      className="size-48 rounded-card bg-white"
    >
      <path d={svgPath} fill="#1F2937" />
    </svg>
  );
}
