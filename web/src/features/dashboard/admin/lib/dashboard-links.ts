/** Where the dashboard's links go; the page passes them in (features do not know the routes). */
export interface AdminDashboardLinks {
  applications: string;
  users: string;
  documents: string;
  infoRequests: string;
  application: (id: string) => string;
  messagesWithStudent: (studentId: string) => string;
  /** The Users screen searched for one student's e-mail (it has no address for one user). */
  usersSearch: (email: string) => string;
}
