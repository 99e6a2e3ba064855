/**
 * Two chunks every in-app screen loads: the libraries, and the app's core (calls, session,
 * router, the page frame and shared controls, the contract). Left to itself the bundler cuts
 * them into a dozen small files, and each file compresses on its own: together they weigh
 * about 3 kB gzip less on a first load (docs/decisions/0018). What only some screens use stays with
 * them: the contract's call descriptors, the field renaming of variant-2 calls, the brand texts of
 * the public and landing pages, date formats, validators, support options, the demo data and the landing page's proof-of-work
 * solver (loaded once the page has its sid).
 */
export const firstLoadChunks = [
  { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  {
    name: 'core',
    test: /src[\\/](lib[\\/](http|screen|session|page-title|query|router|brand[\\/](?!brand-texts)|bridge|messages|safe-url|toast|order-ids|page-location|format[\\/](?!date))|components[\\/](page|nav-bar|button|modal|loading|notice|error-boundary|query-gate|list|detail-rows))|packages[\\/]contract[\\/]src[\\/](?!endpoints[\\/]|obfuscation|brand-slots|demo|validators|support|proof-of-work)/,
  },
];
