// Spec §1: the 7 active markets, each a card with flag, country, city and status.
export const MARKETS = [
  { flag: '🇰🇪', country: 'Kenya', city: 'Nairobi', status: 'Active', currency: 'KES' },
  { flag: '🇬🇭', country: 'Ghana', city: 'Accra', status: 'Active', currency: 'GHS' },
  { flag: '🇳🇬', country: 'Nigeria', city: 'Lagos', status: 'Active', currency: 'NGN' },
  { flag: '🇿🇦', country: 'South Africa', city: 'Cape Town', status: 'Active', currency: 'ZAR' },
  { flag: '🇪🇹', country: 'Ethiopia', city: 'Addis Ababa', status: 'Active', currency: 'ETB' },
  { flag: '🇹🇿', country: 'Tanzania', city: 'Dar es Salaam', status: 'Active', currency: 'TZS' },
  { flag: '🇿🇲', country: 'Zambia', city: 'Lusaka', status: 'Active', currency: 'ZMW' },
] as const;
export type Market = (typeof MARKETS)[number];
