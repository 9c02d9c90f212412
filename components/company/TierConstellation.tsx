import type { PartnerTier } from '../../.generated/types/defs/company.ts';
import { splitTierName } from './PartnerTiers.tsx';

// Node positions rising from the first tier (bottom left) to the fifth (top right).
const nodes = [
  { x: 70, y: 330, r: 15 },
  { x: 170, y: 262, r: 16 },
  { x: 268, y: 214, r: 17 },
  { x: 362, y: 146, r: 19 },
  { x: 452, y: 72, r: 25 },
];
const stars = [
  [40, 60, 1.5],
  [120, 120, 1],
  [210, 40, 1.2],
  [300, 90, 1],
  [500, 190, 1.5],
  [420, 270, 1.2],
  [250, 330, 1],
  [480, 350, 1],
  [30, 210, 1],
  [350, 30, 1.2],
  [150, 370, 1.5],
] as const;

/** The hero's picture of the partner path: five stars rising from tier I to tier V (labels sized to stay legible on a phone). Decorative. */
export function TierConstellation({ tiers }: { tiers: PartnerTier[] }) {
  const path = nodes.map((n, i) => `${i ? 'L' : 'M'}${n.x} ${n.y}`).join(' ');
  return (
    <svg viewBox="0 0 520 400" width="520" height="400" className="h-auto w-full" aria-hidden="true" data-tier-constellation>
      <defs>
        <linearGradient id="tier-path" x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#168aa6" stopOpacity="0.5" />
          <stop offset="1" stopColor="#a4dcea" />
        </linearGradient>
        <radialGradient id="tier-glow">
          <stop offset="0" stopColor="#168aa6" stopOpacity="0.55" />
          <stop offset="1" stopColor="#168aa6" stopOpacity="0" />
        </radialGradient>
      </defs>
      {stars.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="#a4dcea" fillOpacity="0.5" />
      ))}
      <path d={path} fill="none" stroke="url(#tier-path)" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx={nodes[4]!.x} cy={nodes[4]!.y} r="70" fill="url(#tier-glow)" />
      {tiers.slice(0, nodes.length).map((tier, i) => {
        const node = nodes[i]!;
        const [numeral, title] = splitTierName(tier.name);
        const top = i === nodes.length - 1;
        return (
          <g key={tier.name}>
            <circle cx={node.x} cy={node.y} r={node.r} fill={top ? '#168aa6' : '#121b24'} stroke={top ? '#a4dcea' : '#33a7c2'} strokeWidth="1.5" />
            <text x={node.x} y={node.y} textAnchor="middle" dominantBaseline="central" fill="#ffffff" fontSize={top ? 17 : 14} fontWeight="600" fontFamily="ui-sans-serif, system-ui, sans-serif">
              {numeral}
            </text>
            <text
              x={top ? node.x - node.r - 12 : node.x + node.r + 10}
              y={top ? node.y + 4 : node.y + node.r + 18}
              textAnchor={top ? 'end' : 'start'}
              fill={top ? '#ffffff' : '#b2bdc5'}
              fontSize="16"
              fontWeight={top ? 600 : 500}
              fontFamily="ui-sans-serif, system-ui, sans-serif"
            >
              {title.replace(/ Partner$/, '')}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
