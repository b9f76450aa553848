import { describe, expect, it } from 'vitest';
import { passwordScore, passwordStrength, passwordStrengthMessage } from './password-strength.ts';

const WEAK = 'Weak - Use 8+ characters with mixed case, numbers & symbols';
const MEDIUM = 'Medium - Add more variety for better security';
const STRONG = 'Strong - Great! Your password is secure';

describe('password strength (spec §5)', () => {
  it.each([
    ['', 'weak', WEAK],
    ['Ab1!', 'weak', WEAK], // shorter than 6 is weak whatever the variety
    ['Ab1!x', 'weak', WEAK],
    ['abcdef', 'weak', WEAK], // lower only: 1 point
    ['abcdefgh', 'weak', WEAK], // length + lower: 2
    ['Abcdef', 'weak', WEAK], // lower + upper: 2
    ['Abcde1', 'medium', MEDIUM], // lower + upper + digit: 3
    ['abcdefg1', 'medium', MEDIUM], // length + lower + digit: 3
    ['Abcde1!', 'strong', STRONG], // 4 points, under 8 chars
    ['Abcdefg1', 'strong', STRONG], // length + lower + upper + digit
    ['Abcdef1!', 'strong', STRONG], // 5 points
    ['12345678', 'weak', WEAK], // length + digit
    ['!!!!!!aa', 'medium', MEDIUM], // length + lower + symbol
  ])('%j is %s', (pw, level, message) => {
    expect(passwordStrength(pw)).toBe(level);
    expect(passwordStrengthMessage(pw)).toBe(message);
  });

  it('scores one point per rule', () => {
    expect(passwordScore('a')).toBe(1);
    expect(passwordScore('Aa1!aaaa')).toBe(5);
  });
});
