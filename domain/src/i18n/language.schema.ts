// The language field of the API's bodies. Apart from languages.ts, which the landing page's
// first script reads: a zod schema built at a module's top level keeps zod in every bundle that
// imports the module, and the landing page has no form to validate.
import { z } from 'zod';
import { languages } from './languages.ts';

export const languageSchema = z.enum(languages, {
  error: `Choose one of the portal's languages: ${languages.join(', ')}`,
});
