/** `Elena Marsh` → `EM`: the first letters of the first and last names. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1] ?? '') : '';
  return (first.charAt(0) + last.charAt(0)).toUpperCase();
}

/**
 * A drawn avatar (no photograph): the person's initials on an indigo disc with a faint
 * constellation. Decorative: the name is always written next to it.
 */
export function InitialsAvatar({ name, size = 96, className = '' }: { name: string; size?: number; className?: string }) {
  const letters = initials(name);
  const gradientId = `avatar-gradient-${letters.toLowerCase()}`;
  return (
    <svg viewBox="0 0 96 96" width={size} height={size} aria-hidden="true" className={`shrink-0 ${className}`} data-avatar>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#168aa6" />
          <stop offset="1" stopColor="#0c495c" />
        </linearGradient>
      </defs>
      <circle cx="48" cy="48" r="48" fill={`url(#${gradientId})`} />
      <g stroke="#a4dcea" strokeOpacity="0.35" strokeWidth="1" fill="none">
        <path d="M14 30 L30 18 L50 24 M62 14 L80 28 L84 50 M12 62 L24 78" />
      </g>
      <g fill="#d1eef4" fillOpacity="0.6">
        <circle cx="14" cy="30" r="1.6" />
        <circle cx="30" cy="18" r="1.6" />
        <circle cx="50" cy="24" r="1.2" />
        <circle cx="62" cy="14" r="1.2" />
        <circle cx="80" cy="28" r="1.6" />
        <circle cx="84" cy="50" r="1.2" />
        <circle cx="12" cy="62" r="1.2" />
        <circle cx="24" cy="78" r="1.6" />
      </g>
      <text x="48" y="49" textAnchor="middle" dominantBaseline="central" fill="#ffffff" fontFamily="ui-sans-serif, system-ui, sans-serif" fontSize="32" fontWeight="600" letterSpacing="1">
        {letters}
      </text>
    </svg>
  );
}
