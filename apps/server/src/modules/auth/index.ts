// What other modules may use of auth: accounts and sessions, the password links, the shared
// messages and the route registration. The repository stays private.
export {
  type Account,
  closeSessions,
  hasActiveAdministrator,
  insertAccount,
  lockAdminBootstrap,
  type NewAccount,
} from './accounts';
export { registerAuthRoutes } from './auth.routes';
export { createAdministrator, getUserData, LOGIN_LIMITS, openSession } from './auth.service';
export { bootstrapAdminFromEnv } from './bootstrap-admin';
export { EMAIL_TAKEN } from './messages';
export { issuePasswordLink } from './password-reset.service';
export {
  type ClosedAccount,
  confirmCurrentPassword,
  endSessions,
  MOTIVO_CIERRE,
  type MotivoCierre,
} from './sessions.service';
