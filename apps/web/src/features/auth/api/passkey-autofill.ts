// SimpleWebAuthn's authentication half, imported by name so the build leaves out its
// registration half (the profile's passkey client brings that): the sign-in card's autofill
// loads this module alone.
export { startAuthentication } from '@simplewebauthn/browser';
