/** The staff admin, as the app uses it: the admin app's shell at /admin/* and its API at /api/admin/*. */
export { registerAdminRoutes } from './admin-routes.ts';
