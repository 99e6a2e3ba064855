import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the bare page is served: a file of the web build, through the same static handler. */
export const BASELINE_PATH = '/bench-baseline.html';

// A heading and a paragraph, like the top of the home page, and nothing else: no CSS, no script,
// no image. What any page served by this server can at best do.
const BASELINE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Baseline</title>
</head>
<body>
<h1>Cash when you need it, straight to your account</h1>
<p>Apply from your phone in minutes. No collateral, clear fees, no hidden charges.</p>
</body>
</html>
`;

/**
 * Writes the bare static page into the web build for the length of a bench run only, so it never
 * ships: production builds do not have it. Returns the function that removes it.
 */
export function writeBaselinePage(distDir: string): () => void {
  const file = join(distDir, BASELINE_PATH);
  writeFileSync(file, BASELINE_HTML);
  return () => rmSync(file, { force: true });
}
