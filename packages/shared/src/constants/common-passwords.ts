// Bundled list of common passwords refused at sign-up, reset and change (NIST SP 800-63B 5.1.1.2).
// Built from widely published top-password lists: base words plus the usual suffixes people add.
// Only entries of 8+ characters matter (shorter ones are refused by length anyway). Compared lowercase.
const BASE = [
  'password', 'passw0rd', 'p@ssword', 'p@ssw0rd', 'qwerty', 'qwertyuiop', 'asdfgh', 'asdfghjkl',
  'zxcvbnm', 'iloveyou', 'welcome', 'letmein', 'monkey', 'dragon', 'football', 'baseball',
  'sunshine', 'princess', 'shadow', 'master', 'superman', 'batman', 'trustno1', 'starwars',
  'whatever', 'freedom', 'michael', 'jennifer', 'charlie', 'jordan', 'hunter', 'ranger',
  'buster', 'soccer', 'hockey', 'killer', 'george', 'andrew', 'harley', 'summer', 'winter',
  'computer', 'internet', 'secret', 'admin', 'administrator', 'login', 'access', 'changeme',
  'default', 'abc123', 'abcdef', 'abcd1234', 'qazwsx', 'qwe123', 'zaq12wsx', '1q2w3e4r',
  '1qaz2wsx', 'mustang', 'cheese', 'pepper', 'ginger', 'butterfly', 'flower', 'chocolate',
  'lovely', 'loveme', 'nicole', 'daniel', 'jessica', 'ashley', 'thomas', 'robert', 'matthew',
  'joshua', 'maggie', 'bailey', 'tigger', 'liverpool', 'arsenal', 'chelsea', 'manchester',
  'barcelona', 'london', 'nairobi', 'lagos', 'accra', 'africa', 'kenya', 'nigeria', 'ghana',
  'mizani', 'money', 'forex', 'exchange', 'dollar', 'bitcoin', 'banking', 'wallet', 'trading',
  'google', 'facebook', 'samsung', 'iphone', 'apple', 'microsoft', 'windows', 'pokemon',
  'naruto', 'blink182', 'jesus', 'jesuschrist', 'blessed', 'god', 'angel', 'family',
  'friends', 'beautiful', 'hello', 'helloworld', 'test', 'testing', 'guest', 'user', 'root',
  'pass', 'passport', 'office', 'company', 'business', 'corporate', 'spring', 'autumn',
  'january', 'february', 'december', 'september', 'october', 'november', 'monday', 'friday',
];
const FULL = [
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000',
  '88888888', '12341234', '11223344', '12121212', '123123123', '147258369', '987654321',
  '1q2w3e4r5t', '1qaz2wsx3edc', 'qwerty123', 'qwerty1234', 'qwertyui', 'asdfasdf', 'aaaaaaaa',
  'abcdefgh', 'abcd1234', 'iloveyou1', 'password1', 'password12', 'password123', 'password1!',
  'Password1', 'Password1!', 'Password123', 'Password123!', 'passw0rd1', 'welcome1', 'welcome123',
  'letmein1', 'letmein123', 'sunshine1', 'princess1', 'football1', 'baseball1', 'superman1',
  'trustno1!', 'starwars1', 'whatever1', 'changeme1', 'changeme123', 'admin123', 'admin1234',
  'administrator1', 'qwertyuiop123', 'zaq1zaq1', 'zaq12wsx', 'q1w2e3r4', 'q1w2e3r4t5',
  'q1w2e3r4t5y6', 'mizani123', 'mizani2026', 'Mizani2026!',
];
const SUFFIXES = ['', '1', '12', '123', '1234', '12345', '!', '1!', '123!', '01', '007', '2020', '2021', '2022', '2023', '2024', '2025', '2026', '@123'];

function build(): Set<string> {
  const out = new Set<string>();
  for (const base of BASE) {
    for (const suffix of SUFFIXES) {
      const pw = (base + suffix).toLowerCase();
      if (pw.length >= 8) out.add(pw);
    }
  }
  for (const pw of FULL) out.add(pw.toLowerCase());
  return out;
}

export const COMMON_PASSWORDS: ReadonlySet<string> = build();

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
