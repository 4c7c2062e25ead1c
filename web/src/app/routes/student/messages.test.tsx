import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { openLiveStream } from '../../../test/live-stream.ts';
import { studentThread, threadMessage } from '../../../test/fixtures/message.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { mockXhr } from '../../../test/xhr-mock.ts';
import { student } from '../../../test/fixtures/profile.ts';

const noContent = () => new Response(null, { status: 204 });

function messagesPage(path = '/messages', handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(student),
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    'GET /api/messages/unread-count': () => json(0),
    'GET /api/messages/threads': () => json([studentThread()]),
    'GET /api/messages/thread/t1': () => json([threadMessage()]),
    ...handlers,
  });
  return { fetchMock, ...renderApp(path) };
}

const conversation = (subject: string) => screen.findByRole('region', { name: subject });
const threadList = () => screen.getByRole('region', { name: 'Conversations' });
const bodyOf = (call: [RequestInfo | URL, RequestInit?] | undefined) =>
  JSON.parse(call?.[1]?.body as string) as unknown;

afterEach(() => {
  vi.useRealTimers();
});

describe('/messages', () => {
  it('lists the threads, latest first, each with its time and red unread count', async () => {
    messagesPage('/messages', {
      'GET /api/messages/threads': () =>
        json([
          studentThread({ id: 't1', subject: 'Visa documents', updatedAt: '2026-02-03T10:00:00' }),
          studentThread({
            id: 't2',
            subject: 'Tuition fees',
            updatedAt: '2026-02-05T16:30:00',
            unreadCount: 2,
          }),
          studentThread({ id: 't3', subject: 'Old question', status: 'closed' }),
        ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat With Our Advisor' }));
    const list = threadList();
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
      'Tuition feesFeb 5, 2026, 4:30 PM22 unread messages',
      'Visa documentsFeb 3, 2026, 10:00 AM',
      'Old questionFeb 3, 2026, 10:00 AMClosed',
    ]);
    expect(screen.getByText('Choose a conversation or start a new one.')).toBeTruthy();
  });

  it('says so when there is no conversation yet', async () => {
    messagesPage('/messages', { 'GET /api/messages/threads': () => json([]) });
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
  });

  it('starts a conversation with a trimmed subject and message, then opens it', async () => {
    let threads: unknown[] = [];
    const created = studentThread({ id: 't9', subject: 'Housing in Toronto' });
    const { fetchMock, router } = messagesPage('/messages', {
      'GET /api/messages/threads': () => json(threads),
      'POST /api/messages/threads': () => {
        threads = [created];
        return json(created, 201);
      },
      'GET /api/messages/thread/t9': () =>
        json([threadMessage({ threadId: 't9', content: 'Where should I live?' })]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New Conversation' }));
    const form = await screen.findByRole('region', { name: 'New Conversation' });
    const send = within(form).getByRole('button', { name: 'Send' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Subject' }), {
      target: { value: '  Housing in Toronto ' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Message' }), {
      target: { value: '   ' },
    });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Message' }), {
      target: { value: ' Where should I live?\n' },
    });
    fireEvent.click(send);

    expect(await screen.findByText('Thread created!')).toBeTruthy();
    expect(
      screen.getByText('Your message has been sent to the educational consultants team.'),
    ).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST /api/messages/threads')[0])).toEqual({
      subject: 'Housing in Toronto',
      content: 'Where should I live?',
    });
    const opened = await conversation('Housing in Toronto');
    expect(await within(opened).findByText('Where should I live?')).toBeTruthy();
    expect(router.state.location.search).toBe('?thread=t9');
  });

  it('opens the thread named in the address and shows each message with its sender and file', async () => {
    messagesPage('/messages?thread=t1', {
      'GET /api/messages/thread/t1': () =>
        json([
          threadMessage({ id: 'm1', content: 'My visa question\nSecond line' }),
          threadMessage({
            id: 'm2',
            senderRole: 'admin',
            senderId: 'a1',
            content: 'Here is the checklist.',
            createdAt: '2026-02-03T10:00:00',
            attachmentName: 'checklist.pdf',
            attachmentSize: 1536,
            attachmentUrl: '/api/messages/attachments/m2',
          }),
          threadMessage({
            id: 'm3',
            senderRole: 'admin',
            senderId: 'a2',
            senderDisplayName: 'Maria Chen',
            content: 'Any questions?',
          }),
        ]),
    });
    const opened = await conversation('Visa documents');
    const log = await within(opened).findByRole('log', { name: 'Messages' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    const items = await within(log).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('You')).toBeTruthy();
    expect(within(first).getByText(/My visa question/).textContent).toBe(
      'My visa question\nSecond line',
    );
    expect(within(second).getByText('Educational Consultant')).toBeTruthy();
    expect(within(second).getByText('Feb 3, 2026, 10:00 AM')).toBeTruthy();
    expect(within(second).getByText('checklist.pdf')).toBeTruthy();
    expect(within(second).getByText('1.50 KB')).toBeTruthy();
    const download = within(second).getByRole('link', { name: 'Download checklist.pdf' });
    expect(download.getAttribute('href')).toBe('/api/messages/attachments/m2');
    expect(within(third).getByText('Maria Chen')).toBeTruthy();
  });

  it('marks a thread with unread messages read when it opens, then refreshes the counts', async () => {
    let unread = 2;
    const { fetchMock } = messagesPage('/messages', {
      'GET /api/messages/unread-count': () => json(unread),
      'GET /api/messages/threads': () =>
        json([
          studentThread({ unreadCount: unread }),
          studentThread({ id: 't2', subject: 'Tuition fees' }),
        ]),
      'GET /api/messages/thread/t2': () => json([]),
      'POST /api/messages/thread/t1/mark-read': () => {
        unread = 0;
        return noContent();
      },
    });
    const chat = await screen.findByRole('link', { name: /Chat With Our Advisor/ });
    await waitFor(() => expect(within(chat).getByText('2 unread messages')).toBeTruthy());

    fireEvent.click(await within(threadList()).findByRole('button', { name: /Tuition fees/ }));
    await conversation('Tuition fees');
    fireEvent.click(within(threadList()).getByRole('button', { name: /Visa documents/ }));
    await conversation('Visa documents');

    await waitFor(() => expect(chat.textContent).toBe('Chat With Our Advisor'));
    expect(callsTo(fetchMock, 'POST /api/messages/thread/t1/mark-read')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /api/messages/thread/t2/mark-read')).toEqual([]);
    expect(within(threadList()).queryByText('2 unread messages')).toBeNull();
  });

  it('sends a reply once there is text, and shows it in the thread', async () => {
    let messages = [threadMessage()];
    const { fetchMock } = messagesPage('/messages?thread=t1', {
      'GET /api/messages/thread/t1': () => json(messages),
      'POST /api/messages': () => {
        const sent = threadMessage({ id: 'm2', content: 'Thanks!' });
        messages = [...messages, sent];
        return json(sent, 201);
      },
    });
    const opened = await conversation('Visa documents');
    const reply = within(opened).getByRole('form', { name: 'Reply' });
    const box = within(reply).getByRole('textbox', { name: 'Your message' });
    const send = within(reply).getByRole('button', { name: 'Send' });
    fireEvent.change(box, { target: { value: '  \n ' } });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(box, { target: { value: ' Thanks! ' } });
    fireEvent.click(send);

    expect(await within(opened).findByText('Thanks!')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST /api/messages')[0])).toEqual({
      threadId: 't1',
      content: 'Thanks!',
    });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uploads an attached file first and sends its key and name with the reply', async () => {
    const sent = mockXhr();
    const { fetchMock } = messagesPage('/messages?thread=t1', {
      'POST /api/messages/attachments/upload': () =>
        json({ uploadURL: '/api/objects/upload?token=abc', storageKey: 'messages/s1/k1' }),
      'POST /api/messages': () => json(threadMessage({ id: 'm2' }), 201),
    });
    const opened = await conversation('Visa documents');
    const file = new File(['%PDF-1.7'], 'passport.pdf', { type: 'application/pdf' });
    const input = opened.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('.pdf,.doc,.docx,.jpg,.jpeg,.png');
    fireEvent.change(input, { target: { files: [file] } });
    expect(await within(opened).findByText(/passport\.pdf/)).toBeTruthy();
    fireEvent.change(within(opened).getByRole('textbox', { name: 'Your message' }), {
      target: { value: 'My passport' },
    });
    fireEvent.click(within(opened).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.body).toBe(file);
    expect(callsTo(fetchMock, 'POST /api/messages')).toEqual([]);
    act(() => sent[0]?.respond(200));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/messages')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST /api/messages')[0])).toEqual({
      threadId: 't1',
      content: 'My passport',
      attachment: { storageKey: 'messages/s1/k1', fileName: 'passport.pdf' },
    });
  });

  it('refuses a file of another type before any request', async () => {
    const { fetchMock } = messagesPage('/messages?thread=t1');
    const opened = await conversation('Visa documents');
    const input = opened.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['#!/bin/sh'], 'script.sh', { type: 'application/x-sh' })] },
    });
    expect(
      await within(opened).findByText(
        'This file type is not allowed. Choose a PDF, DOC, DOCX, JPG, JPEG or PNG file.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/messages/attachments/upload')).toEqual([]);
  });

  it('keeps a refused reply in the box and says why there, without a toast', async () => {
    messagesPage('/messages?thread=t1', {
      'POST /api/messages': () =>
        json(
          {
            error: 'conflict',
            code: 'thread.closed',
            message:
              'This conversation was closed by the consultant team. Start a new conversation.',
          },
          409,
        ),
    });
    const opened = await conversation('Visa documents');
    const box = within(opened).getByRole('textbox', { name: 'Your message' });
    fireEvent.change(box, { target: { value: 'Are you there?' } });
    fireEvent.click(within(opened).getByRole('button', { name: 'Send' }));
    const alert = await within(opened).findByRole('alert');
    expect(alert.textContent).toBe(
      'This conversation was closed by the consultant team. Start a new conversation.',
    );
    expect((box as HTMLTextAreaElement).value).toBe('Are you there?');
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
  });

  it('hides the reply box of a closed thread and says the consultant team closed it', async () => {
    messagesPage('/messages?thread=t1', {
      'GET /api/messages/threads': () => json([studentThread({ status: 'closed' })]),
    });
    const opened = await conversation('Visa documents');
    expect(await within(opened).findByText('Hello')).toBeTruthy();
    expect(within(opened).getByText('Conversation closed')).toBeTruthy();
    expect(
      within(opened).getByText(
        'This conversation was closed by the consultant team. Start a new conversation.',
      ),
    ).toBeTruthy();
    expect(within(opened).queryByRole('form', { name: 'Reply' })).toBeNull();
    expect(within(opened).queryByRole('textbox')).toBeNull();
  });

  it('polls the list every 5 s and the open thread every 3 s until the live stream opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, queryClient } = messagesPage('/messages?thread=t1');
    await within(await conversation('Visa documents')).findByText('Hello');
    const count = (key: string) => callsTo(fetchMock, key).length;

    const lists = count('GET /api/messages/threads');
    const threads = count('GET /api/messages/thread/t1');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(count('GET /api/messages/thread/t1')).toBeGreaterThan(threads);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(count('GET /api/messages/threads')).toBeGreaterThan(lists);

    const connection = openLiveStream(queryClient);
    try {
      const listsWhileLive = count('GET /api/messages/threads');
      const threadsWhileLive = count('GET /api/messages/thread/t1');
      const unreadWhileLive = count('GET /api/messages/unread-count');
      await act(() => vi.advanceTimersByTimeAsync(31_000));
      expect(count('GET /api/messages/threads')).toBe(listsWhileLive);
      expect(count('GET /api/messages/thread/t1')).toBe(threadsWhileLive);
      expect(count('GET /api/messages/unread-count')).toBe(unreadWhileLive);
    } finally {
      act(() => connection.close());
    }
  });
});
