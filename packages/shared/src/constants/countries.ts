import { MARKETS } from './markets.ts';

// Sign-up country list: the provider's markets first, then the rest of the world alphabetically.
const WORLD = [
  'Algeria', 'Angola', 'Argentina', 'Australia', 'Austria', 'Bahrain', 'Belgium', 'Benin',
  'Botswana', 'Brazil', 'Burkina Faso', 'Burundi', 'Cameroon', 'Canada', 'Cape Verde',
  'Central African Republic', 'Chad', 'China', 'Comoros', 'Congo', "Côte d'Ivoire", 'Denmark',
  'Democratic Republic of the Congo', 'Djibouti', 'Egypt', 'Equatorial Guinea', 'Eritrea',
  'Eswatini', 'Finland', 'France', 'Gabon', 'Gambia', 'Germany', 'Guinea', 'Guinea-Bissau',
  'India', 'Ireland', 'Israel', 'Italy', 'Japan', 'Jordan', 'Kuwait', 'Lesotho', 'Liberia',
  'Libya', 'Madagascar', 'Malawi', 'Mali', 'Mauritania', 'Mauritius', 'Morocco', 'Mozambique',
  'Namibia', 'Netherlands', 'Niger', 'Norway', 'Oman', 'Portugal', 'Qatar', 'Rwanda',
  'Saudi Arabia', 'Senegal', 'Seychelles', 'Sierra Leone', 'Singapore', 'Somalia', 'South Sudan',
  'Spain', 'Sudan', 'Sweden', 'Switzerland', 'São Tomé and Príncipe', 'Togo', 'Tunisia',
  'Turkey', 'Uganda', 'United Arab Emirates', 'United Kingdom', 'United States', 'Zimbabwe',
];

export const MARKET_COUNTRIES: readonly string[] = MARKETS.map((m) => m.country);
export const COUNTRIES: readonly string[] = [
  ...MARKET_COUNTRIES,
  ...WORLD.filter((c) => !MARKET_COUNTRIES.includes(c)).sort((a, b) => a.localeCompare(b)),
];
