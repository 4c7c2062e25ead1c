// What reading the session needs from the domain, as a module of the app's own: loaded on demand
// (get-current-user.ts), and named in Vite's manifest, where scripts/ssr/prerender-web.ts finds it
// to request it early on every client-rendered page (decision 026).
export { currentUserSchema } from '@studypath/domain/auth';
