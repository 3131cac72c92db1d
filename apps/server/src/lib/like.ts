/** The text with LIKE's own wildcards (and its escape) taken literally. */
function literal(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%value%` for LIKE / ILIKE: the value anywhere in the column. */
export function containing(value: string): string {
  return `%${literal(value)}%`;
}

/** `value%` for LIKE: the column starts with the value (a btree pattern_ops index serves it). */
export function startingWith(value: string): string {
  return `${literal(value)}%`;
}
