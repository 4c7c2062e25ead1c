import { describe, expect, it } from 'vitest';
import { prerenderLanding } from './prerender.tsx';

describe('prerenderLanding', () => {
  it('renders the landing page a signed-out visitor sees, with its title', async () => {
    const page = await prerenderLanding('en');
    expect(page.html).toContain('Your path to studying in Canada starts here');
    expect(page.html).toContain('Start Your Application');
    expect(page.html).not.toContain('Go to dashboard');
    expect(page.title).toBe('Study in Canada · StudyPath');
    expect(page.lang).toBe('en-US');
  });

  it('renders the French landing page at /fr, with a link back to the English one', async () => {
    const page = await prerenderLanding('fr');
    expect(page.lang).toBe('fr-CA');
    expect(page.html).not.toContain('Your path to studying in Canada starts here');
    expect(page.html).toContain('href="/"');
    expect(page.html).toContain('English');
    // The English render afterwards is English again: one language at a time.
    expect((await prerenderLanding('en')).html).toContain('Français');
  });

  it('carries the theme with it, so the first paint is styled as the app will be', async () => {
    expect((await prerenderLanding('en')).html).toContain('data-mantine-styles');
  });
});
