/**
 * The provider facts printed on every PDF. Copied from apps/web/src/content/site.ts (OFFICES,
 * EMAIL_DOMAIN, REGULATION): the server cannot import
 * the web app, so keep these in step with that file when an office moves. The tagline and "Head
 * office" are words, in each language in texts.ts.
 */
export const LETTERHEAD = {
  name: 'Mizani',
  website: 'mizanifx.com',
  offices: [
    {
      city: 'Nairobi',
      headOffice: true,
      lines: ['Delta Corner Tower 2, 7th Floor', 'Waiyaki Way, Westlands, Nairobi, Kenya'],
      contact: '+254 20 765 4300 · nairobi@mizanifx.com',
    },
    {
      city: 'Dar es Salaam',
      lines: ['Amani Place, 5th Floor', 'Ohio Street, Dar es Salaam, Tanzania'],
      contact: '+255 22 219 8800 · daressalaam@mizanifx.com',
    },
    {
      city: 'Accra',
      lines: ['The Octagon, 4th Floor', 'Independence Avenue, Accra, Ghana'],
      contact: '+233 30 270 1200 · accra@mizanifx.com',
    },
  ],
} as const;
