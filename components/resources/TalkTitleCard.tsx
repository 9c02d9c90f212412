import { TALK_CARD_HEIGHT, TALK_CARD_WIDTH, talkTitleCard, type TalkMotif } from '../../lib/format/talkTitleCard.ts';

interface TalkTitleCardProps {
  talk: { title: string; category: string; duration: string };
  className?: string;
}

/**
 * A talk's title card, drawn at build time from its title, category and duration in the style of the
 * article illustrations (soft accent ground, dotted grid, a constellation, a white motif card). Every
 * colour is a design token (Tailwind `fill-*` / `stroke-*` classes). Decorative: the card's text says it all.
 */
export function TalkTitleCard({ talk, className = '' }: TalkTitleCardProps) {
  const card = talkTitleCard(talk);
  const id = (name: string) => `${card.key}-${name}`;
  const pillWidth = Math.round(card.category.length * 8.6 + 32);
  const lineHeight = Math.round(card.fontSize * 1.18);
  const titleTop = 96 + card.fontSize;
  const path = card.stars.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${TALK_CARD_WIDTH} ${TALK_CARD_HEIGHT}`}
      width={TALK_CARD_WIDTH}
      height={TALK_CARD_HEIGHT}
      className={`talk-title-card ${className}`}
      overflow="visible"
      aria-hidden="true"
      data-talk-art={card.key}
    >
      <defs>
        <linearGradient id={id('bg')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="[stop-color:var(--color-accent-50)]" />
          <stop offset="1" className="[stop-color:var(--color-accent-100)]" />
        </linearGradient>
        <pattern id={id('dots')} width="20" height="20" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1" className="fill-accent-200" />
        </pattern>
        <filter id={id('shadow')} x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="8" stdDeviation="10" className="[flood-color:var(--color-accent-900)]" floodOpacity="0.18" />
        </filter>
      </defs>
      {/* The ground runs past the frame: a slot taller or wider than 16:9 shows more of it, never a seam. */}
      <rect x={-TALK_CARD_WIDTH} y={-TALK_CARD_HEIGHT} width={TALK_CARD_WIDTH * 3} height={TALK_CARD_HEIGHT * 3} fill={`url(#${id('bg')})`} />
      <rect x={-TALK_CARD_WIDTH} y={-TALK_CARD_HEIGHT} width={TALK_CARD_WIDTH * 3} height={TALK_CARD_HEIGHT * 3} fill={`url(#${id('dots')})`} opacity="0.7" />
      <path d={path} fill="none" strokeWidth="1.5" strokeDasharray="4 5" className="stroke-accent-300" />
      {card.stars.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} className="fill-accent-400" />
      ))}
      <Motif motif={card.motif} shadow={`url(#${id('shadow')})`} />
      <rect x="36" y="36" width={pillWidth} height="30" rx="15" className="fill-accent-600" />
      <text x={36 + pillWidth / 2} y="56" textAnchor="middle" fontSize="15" fontWeight="600" className="fill-white font-sans">
        {card.category}
      </text>
      <text x="36" y={titleTop} fontSize={card.fontSize} fontWeight="700" letterSpacing="-0.01em" className="fill-ink-900 font-sans">
        {card.lines.map((line, i) => (
          <tspan key={line} x="36" dy={i ? lineHeight : 0}>
            {line}
          </tspan>
        ))}
      </text>
      <rect x="36" y="290" width={Math.round(card.duration.length * 9.5 + 56)} height="34" rx="10" className="fill-ink-900" />
      <path d="M52 299 L52 315 L65 307 Z" className="fill-white" />
      <text x="74" y="312.5" fontSize="16" fontWeight="600" className="fill-white font-sans tabular-nums">
        {card.duration}
      </text>
    </svg>
  );
}

/** The picture on the right: what the talk shows, by its category. */
function Motif({ motif, shadow }: { motif: TalkMotif; shadow: string }) {
  return (
    <g transform="translate(420 70)">
      <rect width="180" height="210" rx="16" className="fill-white" filter={shadow} />
      {motif === 'document' ? (
        <g>
          <rect x="22" y="24" width="70" height="9" rx="4.5" className="fill-accent-600" />
          {[56, 100, 144].map((y, i) => (
            <g key={y}>
              <rect x="22" y={y} width="104" height="7" rx="3.5" className="fill-ink-200" />
              <rect x="22" y={y + 14} width="84" height="7" rx="3.5" className="fill-ink-200" />
              <circle cx="152" cy={y + 10} r="11" className={i === 1 ? 'fill-fail-100' : 'fill-pass-100'} />
              {i === 1 ? (
                <path d={`M147 ${y + 5} L157 ${y + 15} M157 ${y + 5} L147 ${y + 15}`} strokeWidth="2.5" strokeLinecap="round" className="stroke-fail-700" />
              ) : (
                <path d={`M146.5 ${y + 10.5} L150.5 ${y + 14.5} L158 ${y + 6}`} strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" className="stroke-pass-700" />
              )}
            </g>
          ))}
        </g>
      ) : motif === 'chart' ? (
        <g>
          <rect x="22" y="24" width="70" height="9" rx="4.5" className="fill-accent-600" />
          <path d="M22 180 H158 M22 180 V52" strokeWidth="2" className="stroke-ink-200" />
          <path d="M30 160 L62 142 L92 150 L122 104 L152 72" fill="none" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" className="stroke-accent-600" />
          {[
            [62, 142],
            [122, 104],
            [152, 72],
          ].map(([x, y]) => (
            <circle key={x} cx={x} cy={y} r="6" strokeWidth="3" className="fill-white stroke-accent-600" />
          ))}
        </g>
      ) : motif === 'shield' ? (
        <g>
          <path d="M90 30 L146 52 V104 C146 142 122 168 90 182 C58 168 34 142 34 104 V52 Z" className="fill-accent-600" />
          <path d="M66 106 L84 124 L118 86" fill="none" strokeWidth="9" strokeLinecap="round" strokeLinejoin="round" className="stroke-white" />
        </g>
      ) : (
        <g>
          <rect x="22" y="24" width="136" height="104" rx="8" className="fill-ink-900" />
          {[
            [42, 96, 24],
            [74, 76, 44],
            [106, 56, 64],
          ].map(([x, y, h]) => (
            <rect key={x} x={x} y={y} width="22" height={h} rx="4" className={x === 106 ? 'fill-accent-400' : 'fill-accent-200'} />
          ))}
          <path d="M90 128 V150 M60 152 H120" strokeWidth="5" strokeLinecap="round" className="stroke-ink-300" />
          <rect x="22" y="170" width="96" height="8" rx="4" className="fill-ink-200" />
          <rect x="22" y="186" width="64" height="8" rx="4" className="fill-ink-200" />
        </g>
      )}
    </g>
  );
}
