/** Where the Users screen links to; the page passes it in (features do not know the routes). */
export interface AdminUserLinks {
  application: (id: string) => string;
}
