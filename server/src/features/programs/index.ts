// What the programs feature offers the rest of the server: other features and app.ts import
// from here, never from the files behind it (the lint's feature boundary).

export { registerProgramImageRoutes } from './program-images.routes.ts';
export { registerAdminProgramRoutes } from './programs.admin.routes.ts';
export { registerProgramRoutes } from './programs.routes.ts';
