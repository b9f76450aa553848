// Spec §5 password meter — scoring and messages EXACTLY as the spec says. The meter is advice only;
// the acceptance rule (8..128, not a common password) lives in schemas/auth.ts.
export type PasswordStrength = 'weak' | 'medium' | 'strong';

export const PASSWORD_STRENGTH_MESSAGES: Record<PasswordStrength, string> = {
  weak: 'Weak - Use 8+ characters with mixed case, numbers & symbols',
  medium: 'Medium - Add more variety for better security',
  strong: 'Strong - Great! Your password is secure',
};

/** Points: length ≥ 8, lowercase, uppercase, digit, symbol. Shorter than 6 is always weak. */
export function passwordScore(password: string): number {
  let score = 0;
  if (password.length >= 8) score++;
  if (/[a-z]/.test(password)) score++;
  if (/[A-Z]/.test(password)) score++;
  if (/[0-9]/.test(password)) score++;
  if (/[^A-Za-z0-9]/.test(password)) score++;
  return score;
}

export function passwordStrength(password: string): PasswordStrength {
  if (password.length < 6) return 'weak';
  const score = passwordScore(password);
  if (score >= 4) return 'strong';
  if (score === 3) return 'medium';
  return 'weak';
}

export function passwordStrengthMessage(password: string): string {
  return PASSWORD_STRENGTH_MESSAGES[passwordStrength(password)];
}
