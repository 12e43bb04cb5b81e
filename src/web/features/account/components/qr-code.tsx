import { encode } from 'uqr';

/** A QR code drawn as SVG squares from its module matrix: no markup from elsewhere is injected. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { border: 2 });
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} className="size-48 rounded-lg bg-white" shapeRendering="crispEdges">
      {data.flatMap((row, y) =>
        row.map((dark, x) => (dark ? <rect key={`${x}:${y}`} x={x} y={y} width={1} height={1} fill="#111827" /> : null)),
      )}
    </svg>
  );
}
