// Finding people by what a consultant types: shared by every admin search that names a student.
import { sql, type SQL } from 'drizzle-orm';
import { containsFolded } from '../db/like-patterns.ts';
import { profileNamesText, profiles, users } from '../db/schema/index.ts';

/**
 * The accounts whose e-mail or names hold `text`, accents and case aside ("eloise" finds Éloïse),
 * as a subquery of ids for `IN`. One index cannot span the join, so each table answers on its
 * own, served by its search index (users_email_search_idx, profiles_names_search_idx; decision
 * 032), and the two answers are put together: an OR across the join would read every row. The
 * names are one string ("Ana Silva" finds Ana Silva through the full name) in which no match spans
 * two fields (schema/profiles.ts).
 */
export function accountIdsMatching(text: string): SQL {
  return sql`select ${users.id} from ${users} where ${containsFolded(users.email, text)}
    union all
    select ${profiles.userId} from ${profiles} where ${containsFolded(profileNamesText(profiles), text)}`;
}
