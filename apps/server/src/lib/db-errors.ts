/** A unique-constraint violation (SQLSTATE 23505) on the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name, message } = error as Record<string, unknown>;
  if (code !== '23505') return false;
  return name === constraint || (typeof message === 'string' && message.includes(constraint));
}
