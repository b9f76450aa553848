/** Header our clientIp middleware sets (overwriting anything a client sent) for better-auth. */
export const CLIENT_IP_HEADER = 'x-mizani-client-ip';

/** Query parameter on the change-email callback: the verification mail then reads as a change. */
export const EMAIL_CHANGE_MARKER = 'emailChanged';

/** The name in auth mail subjects and the authenticator app's issuer. */
export const AUTH_BRAND = 'Mizani';

/** better-auth's cookie prefix: the session cookie is `<prefix>.session_token`. */
export const SESSION_COOKIE_PREFIX = 'mizani';
