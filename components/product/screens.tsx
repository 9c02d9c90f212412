import type { AnomalyView, DashboardView, DataConditionsView, GapsView, OpinionTracingView } from '../../.generated/types/product-views.ts';
import { fitLine, textWidth } from '../../lib/format/svgText.ts';
import { Chip, chipWidth, Lines, RIGHT, SCREEN } from './parts.tsx';

// The body of each screen, under the window's title bar (y 64 to 360, x 24 to 616). Figures come from
// content/product-views.yaml; every mark that colours a verdict also has its word.

const X = SCREEN.pad;
const RING = { r: 34, stroke: 9 };
const CIRCUMFERENCE = 2 * Math.PI * RING.r;

/** Governance Wellness Score per domain (rings), Policy Effectiveness Score per policy (bars), alerts. */
export function DashboardScreen({ v }: { v: DashboardView }) {
  const barWidth = RIGHT - 372;
  return (
    <g>
      <text x={X} y="96" fontSize="13" fontWeight="600" className="fill-ink-500">
        {fitLine(v.domainsLabel, 13, 320)}
      </text>
      {v.domains.map((d, i) => {
        const cx = X + 52 + i * 108;
        return (
          <g key={d.name}>
            <circle cx={cx} cy="152" r={RING.r} strokeWidth={RING.stroke} fill="none" className="stroke-ink-200" />
            <circle
              cx={cx}
              cy="152"
              r={RING.r}
              strokeWidth={RING.stroke}
              fill="none"
              strokeLinecap="round"
              strokeDasharray={`${((CIRCUMFERENCE * d.score) / 100).toFixed(1)} 999`}
              transform={`rotate(-90 ${cx} 152)`}
              className="stroke-accent-600"
            />
            <text x={cx} y="160" fontSize="22" fontWeight="700" textAnchor="middle" className="fill-ink-900">
              {d.score}
            </text>
            <text x={cx} y="212" fontSize="13" textAnchor="middle" className="fill-ink-500">
              {fitLine(d.name, 13, 100)}
            </text>
          </g>
        );
      })}
      <text x="372" y="96" fontSize="13" fontWeight="600" className="fill-ink-500">
        {fitLine(v.policiesLabel, 13, barWidth)}
      </text>
      {v.policies.map((p, i) => {
        const y = 124 + i * 38;
        return (
          <g key={p.name}>
            <text x="372" y={y} fontSize="13" className="fill-ink-900">
              {fitLine(p.name, 13, barWidth - 36)}
            </text>
            <text x={RIGHT} y={y} fontSize="13" fontWeight="700" textAnchor="end" className="fill-ink-900">
              {p.score}
            </text>
            <rect x="372" y={y + 8} width={barWidth} height="8" rx="4" className="fill-ink-200" />
            <rect x="372" y={y + 8} width={Math.max(8, Math.round((barWidth * p.score) / 100))} height="8" rx="4" className={p.score < 60 ? 'fill-fail-700' : 'fill-accent-600'} />
          </g>
        );
      })}
      <path d={`M${X} 238H${RIGHT}`} className="stroke-ink-200" />
      <text x={X} y="266" fontSize="13" fontWeight="600" className="fill-ink-500">
        {fitLine(v.alertsLabel, 13, 200)}
      </text>
      {v.alerts.map((a, i) => {
        const y = 296 + i * 34;
        return (
          <g key={a.text}>
            {a.level === 'warning' ? (
              <g>
                <path d={`M${X + 10} ${y - 15}L${X + 21} ${y + 4}H${X - 1}Z`} strokeLinejoin="round" className="fill-fail-100 stroke-fail-700" />
                <path d={`M${X + 10} ${y - 8}V${y - 3}`} strokeWidth="2" strokeLinecap="round" className="stroke-fail-700" />
              </g>
            ) : (
              <circle cx={X + 10} cy={y - 5} r="6" className="fill-accent-400" />
            )}
            <text x={X + 32} y={y} fontSize="14" className="fill-ink-900">
              {fitLine(a.text, 14, RIGHT - X - 32)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Events on a timeline, each against the sentence that governs it: expected, or an anomaly with its reason. */
export function AnomalyScreen({ v }: { v: AnomalyView }) {
  const first = 196;
  const step = 56;
  return (
    <g>
      <rect x={X} y="80" width={RIGHT - X} height="80" rx="10" className="fill-accent-50" />
      <text x={X + 16} y="102" fontSize="12" fontWeight="700" className="fill-accent-700">
        {fitLine(v.sentenceLabel, 12, 400)}
      </text>
      <Lines x={X + 16} y={124} size={15} width={RIGHT - X - 32} max={2} text={v.sentence} className="fill-ink-900" />
      <path d={`M${X + 8} ${first}V${first + (v.events.length - 1) * step}`} strokeWidth="2" className="stroke-ink-200" />
      {v.events.map((e, i) => {
        const y = first + i * step;
        return (
          <g key={`${e.time}-${e.action}`}>
            <circle cx={X + 8} cy={y} r="6" className={e.anomaly ? 'fill-fail-700' : 'fill-pass-700'} />
            <text x={X + 26} y={y + 5} fontSize="13" className="fill-ink-500 font-mono">
              {e.time}
            </text>
            <text x={X + 84} y={y + 5} fontSize="15" fontWeight="600" className="fill-ink-900">
              {fitLine(e.actor, 15, 190)}
            </text>
            <text x={X + 84} y={y + 25} fontSize="13" className="fill-ink-500">
              {fitLine(e.action, 13, 210)}
            </text>
            <Chip x={RIGHT} y={y - 12} label={e.anomaly ? v.anomalyLabel : v.expectedLabel} tone={e.anomaly ? 'fail' : 'pass'} alignEnd />
            {e.anomaly && e.finding ? (
              <text x={RIGHT} y={y + 30} fontSize="12" textAnchor="end" className="fill-fail-700">
                {fitLine(e.finding, 12, 290)}
              </text>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

const GAP_TONES = { duplicate: 'accent', conflicting: 'fail', missing: 'ink' } as const;

/** Findings across one policy: duplicate, conflicting and missing sentences, each with where it was found. */
export function GapsScreen({ v }: { v: GapsView }) {
  return (
    <g>
      <rect x={X} y="80" width="14" height="18" rx="2" className="fill-white stroke-ink-200" />
      <text x={X + 24} y="94" fontSize="14" fontWeight="600" className="fill-ink-900">
        {fitLine(v.document, 14, RIGHT - X - 24)}
      </text>
      {v.findings.map((f, i) => {
        const y = 112 + i * 80;
        return (
          <g key={`${f.gap}-${f.text}`}>
            <rect x={X} y={y} width={RIGHT - X} height="68" rx="10" strokeDasharray={f.gap === 'missing' ? '5 4' : undefined} className="fill-white stroke-ink-200" />
            <Chip x={X + 14} y={y + 12} label={f.label} tone={GAP_TONES[f.gap]} />
            <text x={X + 26 + chipWidth(f.label)} y={y + 29} fontSize="13" className="fill-ink-500">
              {fitLine(f.where, 13, RIGHT - X - 40 - chipWidth(f.label))}
            </text>
            <text x={X + 14} y={y + 56} fontSize="15" className="fill-ink-900">
              {fitLine(f.text, 15, RIGHT - X - 28)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** An audit opinion traced to its policy sentence, compared 1:1 element by element, with the two ways on. */
export function OpinionTracingScreen({ v }: { v: OpinionTracingView }) {
  const half = (RIGHT - X - 32) / 2;
  const right = X + half + 32;
  const columns = [X, X + 160, X + 160 + (RIGHT - X - 160) / 2];
  const widths = v.actions.map((action) => textWidth(action, 14) + 32);
  const lefts = widths.map((_, i) => X + widths.slice(0, i).reduce((sum, w) => sum + w + 12, 0));
  return (
    <g>
      {[
        { x: X, label: v.opinionLabel, text: v.opinion },
        { x: right, label: v.policyLabel, text: v.policy },
      ].map((box) => (
        <g key={box.x}>
          <rect x={box.x} y="80" width={half} height="84" rx="10" className="fill-white stroke-ink-200" />
          <text x={box.x + 14} y="101" fontSize="12" fontWeight="700" className="fill-ink-500">
            {fitLine(box.label, 12, half - 28)}
          </text>
          <Lines x={box.x + 14} y={124} size={14} width={half - 28} max={2} text={box.text} className="fill-ink-900" />
        </g>
      ))}
      <circle cx={X + half + 16} cy="122" r="17" className="fill-accent-600" />
      <text x={X + half + 16} y="126.5" fontSize="12" fontWeight="700" textAnchor="middle" className="fill-white">
        1:1
      </text>
      <text x={X} y="194" fontSize="13" fontWeight="600" className="fill-ink-500">
        {fitLine(v.comparisonLabel, 13, 150)}
      </text>
      {[v.opinionLabel, v.policyLabel].map((label, i) => (
        <text key={label} x={columns[i + 1]} y="194" fontSize="13" fontWeight="600" className="fill-ink-500">
          {fitLine(label, 13, 200)}
        </text>
      ))}
      {v.rows.map((r, i) => {
        const y = 222 + i * 28;
        return (
          <g key={r.element}>
            <path d={`M${X} ${y - 19}H${RIGHT}`} className="stroke-ink-200" />
            <text x={columns[0]} y={y} fontSize="13" fontWeight="600" className="fill-ink-900">
              {fitLine(r.element, 13, 150)}
            </text>
            <text x={columns[1]} y={y} fontSize="13" className="fill-ink-900">
              {fitLine(r.opinion, 13, 200)}
            </text>
            <text x={columns[2]} y={y} fontSize="13" className="fill-ink-900">
              {fitLine(r.policy, 13, 200)}
            </text>
          </g>
        );
      })}
      {v.actions.map((action, i) => {
        const width = widths[i]!;
        const x = lefts[i]!;
        return (
          <g key={action}>
            <rect x={x} y="310" width={width} height="34" rx="8" className={i === 0 ? 'fill-accent-600' : 'fill-white stroke-ink-200'} />
            <text x={x + width / 2} y="332" fontSize="14" fontWeight="600" textAnchor="middle" className={i === 0 ? 'fill-white' : 'fill-ink-900'}>
              {action}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** One sentence's Data Conditions, element by element, as data tests, with the download button. */
export function DataConditionsScreen({ v }: { v: DataConditionsView }) {
  const button = textWidth(v.download, 14) + 56;
  return (
    <g>
      <rect x={X} y="80" width="4" height="78" rx="2" className="fill-accent-600" />
      <Lines x={X + 18} y={100} size={15} width={RIGHT - X - 18} max={3} text={v.sentence} className="fill-ink-900" />
      {v.conditions.map((c, i) => {
        const y = 178 + i * 40;
        return (
          <g key={c.element}>
            <Chip x={X} y={y} label={c.element} tone="accent" />
            <text x={X + 168} y={y + 17} fontSize="14" className="fill-ink-900 font-mono">
              {fitLine(c.test, 14 * 1.07, RIGHT - X - 168)}
            </text>
          </g>
        );
      })}
      <g>
        <rect x={RIGHT - button} y="310" width={button} height="34" rx="8" className="fill-accent-600" />
        <path
          d={`M${RIGHT - button + 22} 318V332M${RIGHT - button + 16} 327L${RIGHT - button + 22} 333L${RIGHT - button + 28} 327M${RIGHT - button + 15} 337H${RIGHT - button + 29}`}
          fill="none"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-white"
        />
        <text x={RIGHT - button + 38} y="332" fontSize="14" fontWeight="600" className="fill-white">
          {v.download}
        </text>
      </g>
    </g>
  );
}
