import { describe, expect, it } from 'vitest';
import { clearTabDrafts, readTabDraft, saveTabDraft, tabDraftKeys } from './tab-drafts.ts';

describe('the drafts of a tab', () => {
  it("live in this tab's sessionStorage, each under its owner", () => {
    saveTabDraft('studyPathQuiz', 'user-ana', { stepIndex: 2 });
    expect(window.localStorage.length).toBe(0);
    expect(readTabDraft('studyPathQuiz', 'user-ana')).toEqual({ owner: 'user-ana', stepIndex: 2 });
  });

  it('are wiped, every one of them, by clearTabDrafts (sign-out, a session that is over)', () => {
    saveTabDraft('profile', 'user-ana', { changes: { preferredName: 'Aninha' } });
    saveTabDraft('studyPathQuiz', 'user-ana', { stepIndex: 1 });
    clearTabDrafts();
    for (const key of Object.values(tabDraftKeys)) {
      expect(window.sessionStorage.getItem(key)).toBeNull();
    }
  });

  it("wipe unseen a draft that is somebody else's or not a draft at all", () => {
    saveTabDraft('studyPathQuiz', 'user-ana', { stepIndex: 1 });
    expect(readTabDraft('studyPathQuiz', 'user-bruno')).toBeNull();
    expect(window.sessionStorage.getItem(tabDraftKeys.studyPathQuiz)).toBeNull();
    window.sessionStorage.setItem(tabDraftKeys.studyPathQuiz, '[1, 2]');
    expect(readTabDraft('studyPathQuiz', 'user-ana')).toBeNull();
    expect(window.sessionStorage.getItem(tabDraftKeys.studyPathQuiz)).toBeNull();
  });
});
