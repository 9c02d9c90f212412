/** A plain object read from YAML, JSON or an event's detail: not null, not a list, not a date. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
