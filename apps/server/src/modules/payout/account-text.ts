/** How an account reads on the pages, in the order history and in logs: never its number. */
export function accountText(label: string, masked: string): string {
  return `${label} ${masked}`;
}
