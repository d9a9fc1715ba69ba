export { managerInviteMail } from './letters.js';
export { authRoutes } from './routes.js';
export { createSigninLinks, type SigninLinks } from './signin-links.js';
export { signupRoutes } from './signup-routes.js';
