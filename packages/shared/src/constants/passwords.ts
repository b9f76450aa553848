/** New passwords' length (docs/decisions/002: the spec says 6; NIST SP 800-63B / ASVS say 8). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
