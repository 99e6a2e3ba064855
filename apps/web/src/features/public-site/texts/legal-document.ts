/** A legal text as data: headed sections of paragraphs and optional bullet items. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

/** '1 day', '3 days'. */
export function days(count: number, kind = ''): string {
  const unit = count === 1 ? 'day' : 'days';
  return kind ? `${count} ${kind} ${unit}` : `${count} ${unit}`;
}
