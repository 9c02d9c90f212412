import { breakLines, textWidth } from '../../lib/format/svgText.ts';

/** A product screen's frame, in SVG units: a 16:9 window whose title bar is 64 high, with a 24 margin. */
export const SCREEN = { width: 640, height: 360, bar: 64, pad: 24 } as const;
/** The right edge of a screen's content. */
export const RIGHT = SCREEN.width - SCREEN.pad;

/** Lines of text broken by `breakLines`, one tspan each. */
export function Lines({ x, y, size, width, max, text, className, weight }: { x: number; y: number; size: number; width: number; max: number; text: string; className: string; weight?: number }) {
  const lines = breakLines(text, size, width, max);
  return (
    <text x={x} y={y} fontSize={size} fontWeight={weight} className={className}>
      {lines.map((line, i) => (
        <tspan key={i} x={x} dy={i ? Math.round(size * 1.35) : 0}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

export type Tone = 'pass' | 'fail' | 'accent' | 'ink';

const TONES: Record<Tone, { ground: string; text: string }> = {
  pass: { ground: 'fill-pass-100', text: 'fill-pass-700' },
  fail: { ground: 'fill-fail-100', text: 'fill-fail-700' },
  accent: { ground: 'fill-accent-50', text: 'fill-accent-700' },
  ink: { ground: 'fill-white stroke-ink-200', text: 'fill-ink-500' },
};

/**
 * A chip: a word on a tinted pill, placed by its left edge (or its right edge with `alignEnd`). The
 * word carries the meaning; the tint repeats it. Returns its width so the next item can follow it.
 */
export function Chip({ x, y, label, tone, alignEnd = false }: { x: number; y: number; label: string; tone: Tone; alignEnd?: boolean }) {
  const width = chipWidth(label);
  const left = alignEnd ? x - width : x;
  return (
    <g>
      <rect x={left} y={y} width={width} height="24" rx="12" className={TONES[tone].ground} />
      <text x={left + width / 2} y={y + 16.5} fontSize="12" fontWeight="700" textAnchor="middle" className={TONES[tone].text}>
        {label}
      </text>
    </g>
  );
}

export const chipWidth = (label: string) => textWidth(label, 12) + 24;
