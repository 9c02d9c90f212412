interface PillarRingProps {
  /** The pillars' names, in order (numbered 1 to n around the ring). */
  names: string[];
}

/** The about hero's picture: the pillars as a ring of numbered stars around the governance core. Decorative. */
export function PillarRing({ names }: PillarRingProps) {
  const cx = 240;
  const cy = 200;
  const radius = 150;
  const points = names.map((name, i) => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / names.length;
    return { name, x: cx + radius * Math.cos(angle), y: cy + radius * Math.sin(angle) };
  });
  const ring = points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ') + ' Z';
  return (
    <svg viewBox="0 0 480 400" width="480" height="400" className="h-auto w-full" aria-hidden="true" data-pillar-ring>
      <defs>
        <radialGradient id="pillar-core">
          <stop offset="0" stopColor="#168aa6" stopOpacity="0.6" />
          <stop offset="1" stopColor="#168aa6" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx={cx} cy={cy} r={radius} fill="none" stroke="#33a7c2" strokeOpacity="0.25" strokeDasharray="3 6" />
      <circle cx={cx} cy={cy} r="95" fill="url(#pillar-core)" />
      <path d={ring} fill="none" stroke="#6bc4d9" strokeOpacity="0.55" strokeWidth="1.5" strokeLinejoin="round" />
      {points.map((p) => (
        <line key={`spoke-${p.name}`} x1={cx} y1={cy} x2={p.x} y2={p.y} stroke="#33a7c2" strokeOpacity="0.25" />
      ))}
      <circle cx={cx} cy={cy} r="34" fill="#168aa6" stroke="#a4dcea" strokeWidth="1.5" />
      <path d={`M${cx - 11} ${cy + 1} l7 7 l15 -16`} fill="none" stroke="#ffffff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      {points.map((p, i) => (
        <g key={p.name}>
          <circle cx={p.x} cy={p.y} r="18" fill="#121b24" stroke="#33a7c2" strokeWidth="1.5" />
          <text x={p.x} y={p.y} textAnchor="middle" dominantBaseline="central" fill="#ffffff" fontSize="13" fontWeight="600" fontFamily="ui-sans-serif, system-ui, sans-serif">
            {i + 1}
          </text>
        </g>
      ))}
    </svg>
  );
}
