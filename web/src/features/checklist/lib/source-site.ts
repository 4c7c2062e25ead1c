/** The site a source is on, as people name it: 'canada.ca', 'quebec.ca'. */
export function sourceSite(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url; // not a URL: shown as it is rather than hidden
  }
}
