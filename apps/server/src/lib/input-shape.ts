/** Deepest JSON nesting any call accepts; real bodies are two or three levels deep. */
export const MAX_JSON_DEPTH = 32;

// C0 control characters but tab, line feed and carriage return: PostgreSQL refuses NUL in text,
// and none of the others belongs in a field a borrower types.
function isControl(code: number): boolean {
  return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
}

export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    if (isControl(text.charCodeAt(index))) return true;
  }
  return false;
}

/** The text with every control character shown as `?` (for naming a field in a message). */
export function withoutControlCharacters(text: string): string {
  return Array.from(text, (char) => (isControl(char.charCodeAt(0)) ? '?' : char)).join('');
}

/**
 * How deep the JSON text nests, counted on the text itself (no parsing, no recursion), stopping
 * as soon as it passes `limit`. Brackets inside strings do not count.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * The path of the first key or string value holding a control character, or undefined. Walks
 * without recursion and gives up (reporting the container) past `maxDepth` levels.
 */
export function findControlCharacter(
  value: unknown,
  maxDepth = MAX_JSON_DEPTH,
): string[] | undefined {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value: current, path } = item;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= maxDepth) return path;
    for (const [key, child] of Object.entries(current)) {
      if (hasControlCharacter(key)) return [...path, key];
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
}
