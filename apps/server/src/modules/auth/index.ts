/**
 * Domain: sign-up, sign-in (password, second factor, passkey), password recovery and one-time sign-in links.
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { managerInviteMail } from './letters.js';
export { authRoutes } from './routes.js';
export { mfaRoutes } from './mfa-routes.js';
export { TOTP_ISSUER } from './mfa.js';
export { sessionPolicy } from './policy.js';
export { createTotpCrypto, type TotpCrypto } from './totp.js';
export { enrolmentRule, hasSecondFactor } from './second-factor.js';
export { createPasskeys, hasPasskey, type Passkeys } from './passkeys.js';
export { passkeyRoutes } from './passkey-routes.js';
export { createSigninLinks, type SigninLinks } from './signin-links.js';
export { signupRoutes } from './signup-routes.js';
