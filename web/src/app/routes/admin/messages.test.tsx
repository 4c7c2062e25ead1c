import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { openLiveStream } from '../../../test/live-stream.ts';
import { adminThread, threadMessage } from '../../../test/fixtures/message.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { admin, applicationRow } from '../../../test/fixtures/admin-application.ts';

const THREADS = 'GET /api/messages/threads?includeClosed=true&consultant=me';
/** Everyone's threads: All, or where a link names a thread or student Mine does not hold. */
const EVERYONES_THREADS = 'GET /api/messages/threads?includeClosed=true&consultant=all';
const APPLICATIONS = 'GET /api/admin/applications?page=1&pageSize=100';
const noContent = () => new Response(null, { status: 204 });

function messagesPage(path = '/admin/messages', handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(admin),
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    [THREADS]: () => json([adminThread()]),
    [EVERYONES_THREADS]: () => json([adminThread()]),
    'GET /api/messages/thread/t1': () => json([threadMessage()]),
    [APPLICATIONS]: () => json({ items: [], total: 0, page: 1, pageSize: 100 }),
    ...handlers,
  });
  return { fetchMock, ...renderApp(path) };
}

const threadList = () => screen.findByRole('region', { name: 'Threads' });
const conversation = (subject: string) => screen.findByRole('region', { name: subject });
const buttonTexts = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('button')
    .map((button) => button.textContent);
const bodyOf = (call: [RequestInfo | URL, RequestInit?] | undefined) =>
  JSON.parse(call?.[1]?.body as string) as unknown;

afterEach(() => {
  vi.useRealTimers();
});

describe('/admin/messages', () => {
  it('lists active threads with the student, subject, time and unread count; closed ones in their tab', async () => {
    messagesPage('/admin/messages', {
      [THREADS]: () =>
        json([
          adminThread({ unreadCount: 3 }),
          adminThread({
            id: 't2',
            subject: 'Payment receipt',
            studentId: 's2',
            studentFirstName: null,
            studentLastName: null,
            studentEmail: 'li@example.com',
            updatedAt: '2026-02-04T08:15:00',
            consultantId: null,
            consultantName: null,
          }),
          adminThread({ id: 't3', subject: 'Old question', status: 'closed' }),
        ]),
    });
    const list = await threadList();
    const active = await within(list).findByRole('tabpanel', { name: 'Active' });
    expect(buttonTexts(active)).toEqual([
      'li@example.comPayment receiptFeb 4, 2026, 8:15 AMConsultant: Unassigned',
      'Ana Souzaana.souza@example.comVisa documentsFeb 3, 2026, 10:00 AMConsultant: Claire Dubois33 unread messages',
    ]);
    fireEvent.click(within(list).getByRole('tab', { name: 'Closed' }));
    const closed = await within(list).findByRole('tabpanel', { name: 'Closed' });
    expect(buttonTexts(closed)).toEqual([
      'Ana Souzaana.souza@example.comOld questionFeb 3, 2026, 10:00 AMConsultant: Claire Dubois',
    ]);
  });

  it('searches by subject, student name or email', async () => {
    messagesPage('/admin/messages', {
      [THREADS]: () =>
        json([
          adminThread(),
          adminThread({
            id: 't2',
            subject: 'Payment receipt',
            studentFirstName: 'Li',
            studentLastName: 'Wei',
            studentEmail: 'li@example.com',
          }),
        ]),
    });
    const list = await threadList();
    const search = within(list).getByRole('searchbox', { name: 'Search' });
    const active = () => within(list).getByRole('tabpanel', { name: 'Active' });
    await within(list).findByText('Payment receipt');
    for (const [text, subjects] of [
      ['RECEIPT', ['Payment receipt']],
      ['ana souza', ['Visa documents']],
      ['li@example', ['Payment receipt']],
    ] as const) {
      fireEvent.change(search, { target: { value: text } });
      expect(
        within(active())
          .getAllByRole('listitem')
          .map((item) =>
            item.textContent.includes('Visa') ? 'Visa documents' : 'Payment receipt',
          ),
      ).toEqual(subjects);
    }
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(within(active()).getByText('No threads match your search')).toBeTruthy();
  });

  it('keeps the search in the address, through a reload and as a thread opens', async () => {
    const { router } = messagesPage('/admin/messages?search=wei', {
      [THREADS]: () =>
        json([
          adminThread(),
          adminThread({ id: 't2', subject: 'Payment receipt', studentLastName: 'Wei' }),
        ]),
      'GET /api/messages/thread/t2': () => json([]),
    });
    const list = await threadList();
    expect(within(list).getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'wei');
    const active = within(list).getByRole('tabpanel', { name: 'Active' });
    await within(active).findByText('Payment receipt');
    expect(within(active).queryByText('Visa documents')).toBeNull();

    fireEvent.click(within(active).getByRole('button', { name: /Payment receipt/ }));
    expect(await conversation('Payment receipt')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?thread=t2&search=wei'));

    fireEvent.change(within(list).getByRole('searchbox', { name: 'Search' }), {
      target: { value: '' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?thread=t2'));
  });

  it('shows the messages with sender name, role badge, time and attachment, and marks them read', async () => {
    const { fetchMock } = messagesPage('/admin/messages', {
      [THREADS]: () => json([adminThread({ unreadCount: 1 })]),
      'GET /api/messages/thread/t1': () =>
        json([
          threadMessage({
            senderFirstName: 'Ana',
            senderLastName: 'Souza',
            senderEmail: 'ana.souza@example.com',
            attachmentName: 'transcript.pdf',
            attachmentSize: 2_621_440,
            attachmentUrl: '/api/messages/attachments/m1',
          }),
          threadMessage({
            id: 'm2',
            senderRole: 'admin',
            senderId: 'a1',
            senderEmail: 'lead@studypath.ca',
            content: 'Received, thank you.',
            createdAt: '2026-02-03T10:00:00',
          }),
        ]),
      'POST /api/messages/thread/t1/mark-read': noContent,
    });
    fireEvent.click(
      await within(await threadList()).findByRole('button', { name: /Visa documents/ }),
    );
    const opened = await conversation('Visa documents');
    expect(within(opened).getByText('Ana Souza · ana.souza@example.com')).toBeTruthy();
    const items = await within(opened).findAllByRole('listitem');
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Ana Souza')).toBeTruthy();
    expect(within(first).getByText('Student')).toBeTruthy();
    expect(within(first).getByText('2.50 MB')).toBeTruthy();
    expect(
      within(first).getByRole('link', { name: 'Download transcript.pdf' }).getAttribute('href'),
    ).toBe('/api/messages/attachments/m1');
    expect(within(second).getByText('Educational Consultant')).toBeTruthy();
    expect(within(second).getByText('Consultant')).toBeTruthy();
    expect(within(second).getByText('Feb 3, 2026, 10:00 AM')).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/messages/thread/t1/mark-read')).toHaveLength(1),
    );
  });

  it("replies and says 'Message sent!'", async () => {
    const { fetchMock } = messagesPage('/admin/messages?thread=t1', {
      'POST /api/messages': () => json(threadMessage({ id: 'm2', senderRole: 'admin' }), 201),
    });
    const opened = await conversation('Visa documents');
    fireEvent.change(within(opened).getByRole('textbox', { name: 'Your message' }), {
      target: { value: 'We received it.\nThank you!' },
    });
    fireEvent.click(within(opened).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent!')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST /api/messages')[0])).toEqual({
      threadId: 't1',
      content: 'We received it.\nThank you!',
    });
  });

  it("closes a thread after the confirmation and says 'Thread closed'", async () => {
    let threads = [adminThread()];
    const { fetchMock } = messagesPage('/admin/messages?thread=t1', {
      [THREADS]: () => json(threads),
      'DELETE /api/admin/messages/threads/t1': () => {
        threads = [adminThread({ status: 'closed', closedAt: '2026-02-04T10:00:00' })];
        return noContent();
      },
    });
    const opened = await conversation('Visa documents');
    fireEvent.click(within(opened).getByRole('button', { name: 'Close Thread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Thread' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /api/admin/messages/threads/t1')).toEqual([]);

    fireEvent.click(within(opened).getByRole('button', { name: 'Close Thread' }));
    const again = await screen.findByRole('dialog', { name: 'Close Thread' });
    fireEvent.click(within(again).getByRole('button', { name: 'Close Thread' }));
    expect(await screen.findByText('Thread closed')).toBeTruthy();
    expect(
      await within(opened).findByText('This thread is closed. No one can send messages in it.'),
    ).toBeTruthy();
    expect(within(opened).queryByRole('form', { name: 'Reply' })).toBeNull();
    expect(within(opened).queryByRole('button', { name: 'Close Thread' })).toBeNull();
  });

  it("says 'Close failed' when the thread cannot be closed", async () => {
    messagesPage('/admin/messages?thread=t1', {
      'DELETE /api/admin/messages/threads/t1': () =>
        json({ error: 'internal', message: 'Oops' }, 500),
    });
    const opened = await conversation('Visa documents');
    fireEvent.click(within(opened).getByRole('button', { name: 'Close Thread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Thread' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close Thread' }));
    expect(await screen.findByText('Close failed')).toBeTruthy();
    expect(screen.getByText('Could not close the thread. Please try again.')).toBeTruthy();
  });

  it("opens the new-conversation dialog for ?student= without an active thread, and says 'Conversation started'", async () => {
    let threads = [adminThread({ status: 'closed' })];
    const created = adminThread({ id: 't7', subject: 'Your documents', studentId: 's5' });
    const { fetchMock, router } = messagesPage('/admin/messages?student=s5', {
      [THREADS]: () => json(threads),
      [EVERYONES_THREADS]: () => json(threads),
      [APPLICATIONS]: () =>
        json({
          items: [
            applicationRow({
              userId: 's5',
              email: 'li@example.com',
              legalFirstName: 'Li',
              legalLastName: 'Wei',
            }),
          ],
          total: 1,
          page: 1,
          pageSize: 100,
        }),
      'POST /api/admin/messages/threads': () => {
        threads = [created, ...threads];
        return json(created, 201);
      },
      'GET /api/messages/thread/t7': () => json([]),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Start New Conversation' });
    await waitFor(() =>
      expect(
        within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Student' }).value,
      ).toBe('Li Wei (li@example.com)'),
    );
    const submit = within(dialog).getByRole('button', { name: 'Start Conversation' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), {
      target: { value: ' Your documents ' },
    });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Initial Message' }), {
      target: { value: 'Please upload your transcript.' },
    });
    fireEvent.click(submit);

    expect(await screen.findByText('Conversation started')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST /api/admin/messages/threads')[0])).toEqual({
      studentId: 's5',
      subject: 'Your documents',
      content: 'Please upload your transcript.',
    });
    expect(await conversation('Your documents')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?thread=t7'));
  });

  it("opens the student's latest active thread for ?student=", async () => {
    messagesPage('/admin/messages?student=s1', {
      [THREADS]: () =>
        json([
          adminThread({ id: 't1', subject: 'Older', updatedAt: '2026-01-01T10:00:00' }),
          adminThread({ id: 't2', subject: 'Newer', updatedAt: '2026-02-01T10:00:00' }),
          adminThread({ id: 't3', subject: 'Closed', status: 'closed', updatedAt: '2026-03-01' }),
        ]),
      'GET /api/messages/thread/t2': () => json([]),
    });
    expect(await conversation('Newer')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens on Mine; All lists everyone's threads, kept in the address as a thread opens", async () => {
    const { fetchMock, router } = messagesPage('/admin/messages', {
      [EVERYONES_THREADS]: () =>
        json([
          adminThread(),
          adminThread({
            id: 't2',
            subject: 'Payment receipt',
            studentId: 's2',
            consultantId: 'a2',
            consultantName: 'Omar Haddad',
          }),
        ]),
      'GET /api/messages/thread/t2': () => json([]),
    });
    const list = await threadList();
    await within(list).findByText('Visa documents');
    expect(callsTo(fetchMock, EVERYONES_THREADS)).toEqual([]);
    const show = within(list).getByRole('radiogroup', { name: 'Show' });
    expect(within(show).getByRole<HTMLInputElement>('radio', { name: 'Mine' }).checked).toBe(true);

    fireEvent.click(within(show).getByRole('radio', { name: 'All' }));
    expect(await within(list).findByText('Consultant: Omar Haddad')).toBeTruthy();
    expect(router.state.location.search).toBe('?show=all');

    fireEvent.click(within(list).getByRole('button', { name: /Payment receipt/ }));
    expect(await conversation('Payment receipt')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?thread=t2&show=all'));
  });

  it("opens a thread Mine does not hold (a link from a path or the dashboard) from everyone's threads", async () => {
    const { router } = messagesPage('/admin/messages?thread=t5', {
      [EVERYONES_THREADS]: () =>
        json([adminThread(), adminThread({ id: 't5', subject: 'Visa refusal', studentId: 's5' })]),
      'GET /api/messages/thread/t5': () => json([]),
    });
    expect(await conversation('Visa refusal')).toBeTruthy();
    // The list stays on Mine, without the other consultant's thread.
    const list = await threadList();
    const show = within(list).getByRole('radiogroup', { name: 'Show' });
    expect(within(show).getByRole<HTMLInputElement>('radio', { name: 'Mine' }).checked).toBe(true);
    expect(within(list).queryByText('Visa refusal')).toBeNull();
    expect(router.state.location.search).toBe('?thread=t5');
  });

  it("opens the active thread of another consultant's student for ?student=, not a new conversation", async () => {
    messagesPage('/admin/messages?student=s7', {
      [EVERYONES_THREADS]: () =>
        json([adminThread(), adminThread({ id: 't7', subject: 'Housing', studentId: 's7' })]),
      'GET /api/messages/thread/t7': () => json([]),
    });
    expect(await conversation('Housing')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Failed to start conversation' when the server refuses", async () => {
    messagesPage('/admin/messages?student=s9', {
      'POST /api/admin/messages/threads': () =>
        json({ error: 'not_found', code: 'student.not_found', message: 'Student not found.' }, 404),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Start New Conversation' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), {
      target: { value: 'Hello' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Initial Message' }), {
      target: { value: 'Hi there' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start Conversation' }));
    expect(await screen.findByText('Failed to start conversation')).toBeTruthy();
    expect(screen.getByText('Student not found.')).toBeTruthy();
  });

  it('polls the threads every 5 s and the open thread every 3 s until the live stream opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, queryClient } = messagesPage('/admin/messages?thread=t1');
    await within(await conversation('Visa documents')).findByText('Hello');
    const count = (key: string) => callsTo(fetchMock, key).length;

    const lists = count(THREADS);
    const threads = count('GET /api/messages/thread/t1');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(count('GET /api/messages/thread/t1')).toBeGreaterThan(threads);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(count(THREADS)).toBeGreaterThan(lists);

    const connection = openLiveStream(queryClient);
    try {
      const listsWhileLive = count(THREADS);
      const threadsWhileLive = count('GET /api/messages/thread/t1');
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      expect(count(THREADS)).toBe(listsWhileLive);
      expect(count('GET /api/messages/thread/t1')).toBe(threadsWhileLive);
    } finally {
      act(() => connection.close());
    }
  });
});
