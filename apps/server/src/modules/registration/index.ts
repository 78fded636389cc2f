export { registerRegistrationRoutes } from './registration.routes';
