// Team page (spec §2 /team): the founder and the shape of his career journey. Their words are in
// the language catalogues (`team.*`); the biography is provisional copy until the real one is
// supplied.

export const FOUNDER = {
  name: 'Daniel Otieno',
  initials: 'DO',
  bio: ['team.bio1', 'team.bio2'],
} as const;

/** The journey's steps, oldest first: `team.journey<n>.period|title|text`. */
export const CAREER_JOURNEY = [1, 2, 3, 4] as const;

/** Spec §2 /team: core values Excellence, Trust, Innovation (`team.value.<id>.title|text`). */
export const VALUES = ['excellence', 'trust', 'innovation'] as const;
