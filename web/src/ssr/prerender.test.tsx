import { describe, expect, it } from 'vitest';
import { prerenderLanding } from './prerender.tsx';

describe('prerenderLanding', () => {
  it('renders the landing page a signed-out visitor sees, with its title', () => {
    const page = prerenderLanding();
    expect(page.html).toContain('Your path to studying in Canada starts here');
    expect(page.html).toContain('Start Your Application');
    expect(page.html).not.toContain('Go to dashboard');
    expect(page.title).toBe('Study in Canada · StudyPath');
  });

  it('carries the theme with it, so the first paint is styled as the app will be', () => {
    expect(prerenderLanding().html).toContain('data-mantine-styles');
  });
});
