/** Where the dashboard's buttons lead; the page passes the app's paths (features know no URLs). */
export interface DashboardLinks {
  profileEdit: string;
  messages: string;
  documents: string;
  applications: string;
  applicationCreate: string;
  application: (id: string) => string;
  /** The payment screen of a path, where its package is chosen. */
  applicationPayment: (id: string) => string;
}
