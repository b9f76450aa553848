// Fuzzy name matching for sanctions and PEP screening (issue 22; docs/compliance.md). Names are
// reduced to canonical tokens (scripts transliterated, diacritics and punctuation dropped, common
// spelling variants of transliterated names folded together), then compared token by token with
// Jaro-Winkler, whatever the word order. The database narrows 100,000 list names to a few
// candidates with a trigram index on the same canonical key; this file decides which are matches.

import confusables from 'unhomoglyph/data.json' with { type: 'json' };

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'i',
  є: 'e',
  ґ: 'g',
};
/** Letters NFKD does not take apart. */
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  ħ: 'h',
};

/** Honorifics and name particles that list and client spell differently or leave out. */
const DROPPED = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'dr',
  'prof',
  'sir',
  'hon',
  'sheikh',
  'shaikh',
  'sheik',
  'haji',
  'hajji',
  'alhaji',
  'gen',
  'general',
  'col',
  'colonel',
  'maj',
  'major',
  'capt',
  'captain',
  'al',
  'el',
  'ul',
  'bin',
  'ben',
  'ibn',
  'bint',
  'van',
  'von',
  'der',
  'de',
  'da',
  'di',
  'du',
  'la',
  'le',
  'dos',
  'das',
  'del',
]);

/**
 * Spelling variants of the same sound in romanised names, folded to one spelling: Tchaikovsky /
 * Chaikovsky, Mohammed / Muhammad / Mohamad, Yusuf / Yousef / Youssouf, Wladimir / Vladimir,
 * Müller / Mueller. Applied to list and client alike, so only their equality matters.
 */
const FOLDS: [RegExp, string][] = [
  [/tsch|tch/g, 'ch'],
  [/sch/g, 'sh'],
  [/dzh|dj|zh/g, 'j'],
  [/kh/g, 'h'],
  [/gh/g, 'g'],
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/ck|q/g, 'k'],
  [/c(?!h)/g, 'k'],
  [/x/g, 'ks'],
  [/w/g, 'v'],
  [/y/g, 'i'],
  [/ou|oo|ue/g, 'u'],
  [/ee|ie/g, 'i'],
  [/oe/g, 'o'],
  [/ae/g, 'a'],
  [/(.)\1+/g, '$1'],
  [/([aeiou])h$/, '$1'],
];

function fold(token: string): string {
  let t = token;
  for (const [re, to] of FOLDS) t = t.replace(re, to);
  return t;
}

// Look-alike letters and invisible characters (issue 33): both the listed names and the people
// screened are read on a confusable skeleton after the Unicode Security Mechanisms (UTS #39):
// NFKC (full-width and compatibility forms), default-ignorable code points removed (soft hyphen,
// zero-width space and joiners, bidi controls, variation selectors), case and accents folded,
// then every letter of another script that imitates a Latin one mapped to it with the Unicode
// confusables table (the unhomoglyph package's copy of confusables.txt). A word written wholly
// in Cyrillic is a Cyrillic name and is transliterated as the lists romanise it; in a word that
// mixes scripts each letter is read by its look (a Greek omicron or a Cyrillic dze among Latin
// letters is the o or s it imitates).

/** Default-ignorable code points: UTS #39 drops them before comparing. */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
/** Every combining mark (accents, and marks stacked on a letter to disguise it). */
const MARKS = /\p{M}/gu;
/** Letters, marks and digits: what a name's words are made of. */
const WORD_BREAK = /[^\p{L}\p{M}\p{N}]+/u;
/** A word with no letter outside Cyrillic (marks allowed). */
const CYRILLIC_WORD = /^[\p{Script=Cyrillic}\p{M}]+$/u;

const ASCII = /^[\x20-\x7e]+$/;
let lookalikes: Map<string, string> | undefined;
/** The Latin (or other prototype) a character imitates, per the confusables table. */
function prototypeOf(ch: string): string | undefined {
  lookalikes ??= new Map(Object.entries(confusables as Record<string, string>));
  // A lower-case letter whose own prototype is not Latin is read by its capital's (Greek kappa
  // κ → ĸ, but Κ → K): names are compared after case folding, the table is case-sensitive.
  const own = lookalikes.get(ch);
  if (own && ASCII.test(own)) return own;
  const capital = lookalikes.get(ch.toUpperCase());
  return capital && ASCII.test(capital) ? capital : (own ?? capital);
}

/** Lower case, accents and marks dropped. */
const plainLower = (s: string) => s.normalize('NFD').replace(MARKS, '').toLowerCase();

/** One word read in Latin letters: by its sound when it is Cyrillic, else by its look. */
function latinWord(word: string): string {
  if (CYRILLIC_WORD.test(word)) {
    let out = '';
    for (const ch of word) out += /\p{M}/u.test(ch) ? '' : (CYRILLIC[ch] ?? prototypeOf(ch) ?? ch);
    return plainLower(out);
  }
  let out = plainLower(word);
  // Twice: a prototype can itself have one (the skeleton is taken to its fixed point).
  for (let pass = 0; pass < 2 && /[^a-z]/.test(out); pass++) {
    let next = '';
    for (const ch of out) next += /[a-z]/.test(ch) ? ch : (SPECIAL[ch] ?? prototypeOf(ch) ?? ch);
    out = plainLower(next);
  }
  return out;
}

/**
 * The confusable skeleton of a name (see above): what screening compares, on both sides. Not for
 * display: a skeleton mixes whatever letters the look-alikes map to.
 */
export function nameSkeleton(name: string): string {
  return name
    .normalize('NFKC')
    .replace(IGNORABLE, '')
    .toLowerCase()
    .replace(/['’`ʼ]/g, '')
    .split(WORD_BREAK)
    .map((w) => (w ? latinWord(w) : ''))
    .join(' ');
}

/** A name as canonical tokens, in the order written. */
export function nameTokens(name: string): string[] {
  const plain = nameSkeleton(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (!plain) return [];
  const raw = plain.split(' ');
  const kept = raw.filter((t) => !DROPPED.has(t));
  return (kept.length ? kept : raw).map(fold).filter(Boolean);
}

/**
 * Bumped whenever nameTokens or blockingKeys change what they make of a name: stored keys of an
 * older version are re-made and every client re-screened (server: screening/rescreen.ts). 2: the
 * confusable skeleton (issue 33). The database's column defaults follow it (a migration).
 */
export const NAME_KEY_VERSION = 2;

/** The canonical tokens, space-separated: what profiles and listed names store. */
export const nameKey = (name: string) => nameTokens(name).join(' ');

/**
 * A token's consonant skeleton: vowels dropped, a leading vowel kept as "V" (Ivgeni / Evgeni,
 * Umar / Omar). Spelling variants of one name share it: Mohamed / Muhamad → mhmd.
 */
export function skeleton(token: string): string {
  const head = /^[aeiou]/.test(token) ? 'V' : token[0]!;
  return head + token.slice(1).replace(/[aeiou]/g, '');
}

/**
 * Blocking keys of a name: for each way of writing it (as written, and with one pair of
 * neighbouring words run together, for Abdulrahman / Abdul Rahman), every pair of its tokens'
 * skeletons ("2:bshr|mhmd"), or the one skeleton of a one-word form ("1:…"). The database keeps
 * them per listed name; a listed name is a candidate when it shares a key with the screened name,
 * so two of their words must agree in skeleton, in any order. A lone shared first name cannot
 * make a match anyway (the matcher's coverage rule), and pairs are far more selective than words.
 */
export function blockingKeys(tokens: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const v of wordBreakVariants(tokens)) {
    const skels = [...new Set(v.map(skeleton))];
    if (skels.length === 1) keys.add(`1:${skels[0]}`);
    for (let i = 0; i < skels.length; i++)
      for (let j = i + 1; j < skels.length; j++)
        keys.add(`2:${[skels[i], skels[j]].sort().join('|')}`);
  }
  return [...keys];
}

/** Jaro-Winkler similarity of two strings, 0..1 (prefix scale 0.1, up to 4 characters). */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return a.length ? 1 : 0;
  const la = a.length;
  const lb = b.length;
  if (!la || !lb) return 0;
  const window = Math.max(0, (Math.max(la, lb) >> 1) - 1);
  const aMatch = new Uint8Array(la);
  const bMatch = new Uint8Array(lb);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const lo = Math.max(0, i - window);
    const hi = Math.min(lb - 1, i + window);
    for (let j = lo; j <= hi; j++) {
      if (bMatch[j] || a.charCodeAt(i) !== b.charCodeAt(j)) continue;
      aMatch[i] = 1;
      bMatch[j] = 1;
      matches++;
      break;
    }
  }
  if (!matches) return 0;
  let k = 0;
  let half = 0;
  for (let i = 0; i < la; i++) {
    if (!aMatch[i]) continue;
    while (!bMatch[k]) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) half++;
    k++;
  }
  const m = matches;
  const jaro = (m / la + m / lb + (m - half / 2) / m) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < la && prefix < lb && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/** Below this a token pair counts as no match at all (keeps "ali" from half-matching "alan"). */
const TOKEN_FLOOR = 0.8;

/** Token-by-token similarity (see nameSimilarity), for one spelling of each name. */
function tokenSimilarity(a: readonly string[], b: readonly string[]): number {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const pairs: [number, number, number][] = [];
  for (let i = 0; i < short.length; i++)
    for (let j = 0; j < long.length; j++) pairs.push([jaroWinkler(short[i]!, long[j]!), i, j]);
  pairs.sort((x, y) => y[0] - x[0]);
  const usedS = new Uint8Array(short.length);
  const usedL = new Uint8Array(long.length);
  let sum = 0;
  let paired = 0;
  let covered = 0;
  for (const [score, i, j] of pairs) {
    if (usedS[i] || usedL[j]) continue;
    usedS[i] = 1;
    usedL[j] = 1;
    if (score >= TOKEN_FLOOR) {
      sum += score;
      covered += Math.min(short[i]!.length, long[j]!.length);
    }
    if (++paired === short.length) break;
  }
  // Coverage counts the letters of the longer name the shorter one accounts for, so running
  // words together never inflates it.
  const letters = long.reduce((n, t) => n + t.length, 0);
  const coverage = short.length === 1 && long.length > 1 ? 0.6 : 0.8 + (0.2 * covered) / letters;
  return (sum / short.length) * coverage;
}

/** The name as written, and with each pair of neighbouring words run together. */
function wordBreakVariants(tokens: readonly string[]): (readonly string[])[] {
  const out: (readonly string[])[] = [tokens];
  for (let i = 0; i + 1 < tokens.length; i++)
    out.push([...tokens.slice(0, i), tokens[i]! + tokens[i + 1]!, ...tokens.slice(i + 2)]);
  return out;
}

/**
 * How alike two names are, 0..1, from their canonical tokens. Each token of the shorter name is
 * paired with its best unused token of the longer one (best pairs first, word order ignored);
 * pairs below a floor count as nothing, and the mean is scaled by how much of the longer name was
 * covered (a missing middle name costs a little, a lone first name matching a full name a lot).
 * Word breaks differ between spellings (Abdulrahman / Abdul Rahman), so each name is also tried
 * with neighbouring words joined, and the best figure counts.
 */
export function nameSimilarity(a: readonly string[], b: readonly string[]): number {
  if (!a.length || !b.length) return 0;
  // Words are run together on one side at a time: on both, "Amina Odhiambo" and "Amina Mohamed"
  // would become two long tokens that share a prefix.
  let best = 0;
  for (const va of wordBreakVariants(a)) best = Math.max(best, tokenSimilarity(va, b));
  for (const vb of wordBreakVariants(b).slice(1)) best = Math.max(best, tokenSimilarity(a, vb));
  return best;
}

export interface ScreenedPerson {
  name: string;
  /** YYYY-MM-DD, or empty. */
  dateOfBirth?: string | null;
  nationality?: string | null;
}
export interface ListedPerson {
  /** The canonical tokens of one of the entry's names (primary or alias). */
  tokens: readonly string[];
  /** YYYY-MM-DD, YYYY-MM or YYYY as lists publish it; empty when unknown. */
  dateOfBirth?: string | null;
  /** One or more nationalities separated by ';'. */
  nationality?: string | null;
}

const sameCountry = (a: string, b: string) =>
  b
    .split(';')
    .map((s) => s.trim().toLowerCase())
    .includes(a.trim().toLowerCase());

/**
 * The match score of a client against one listed name: name similarity, raised a little when the
 * date of birth or the nationality agree and lowered when the years of birth are clearly apart.
 */
export function matchScore(
  person: { tokens: readonly string[]; dateOfBirth?: string | null; nationality?: string | null },
  listed: ListedPerson,
): number {
  let s = nameSimilarity(person.tokens, listed.tokens);
  const dob = person.dateOfBirth;
  const ldob = listed.dateOfBirth?.trim();
  if (dob && ldob) {
    if (dob.startsWith(ldob)) s += ldob.length === 10 ? 0.04 : 0.02;
    else if (Math.abs(Number(dob.slice(0, 4)) - Number(ldob.slice(0, 4))) > 1) s *= 0.9;
  }
  if (
    person.nationality &&
    listed.nationality &&
    sameCountry(person.nationality, listed.nationality)
  )
    s += 0.02;
  return Math.min(1, Math.round(s * 1000) / 1000);
}

/** Default threshold (a platform setting): at or above it a listed name is a possible match. */
export const DEFAULT_SCREENING_THRESHOLD = 0.88;
