import { describe, expect, it } from 'vitest';
import { messageExcerpt, renderUnreadReplyEmail } from './unread-reply.ts';

describe('the unread reply email', () => {
  it('quotes the first five non-empty lines, trimmed, and marks that more followed', () => {
    const content = ['  one  ', '', 'two', 'three', 'four', 'five', 'six'].join('\n');
    expect(messageExcerpt(content)).toEqual(['one', 'two', 'three', 'four', 'five …']);
  });

  it('cuts a long message at a word before 300 characters', () => {
    const excerpt = messageExcerpt(`${'word '.repeat(100)}end`);
    expect(excerpt).toHaveLength(1);
    const [line = ''] = excerpt;
    expect(line.endsWith('word…')).toBe(true);
    expect(line.length).toBeLessThanOrEqual(301);
  });

  it('escapes the quoted message, the subject and the name in the HTML body', () => {
    const email = renderUnreadReplyEmail({
      email: 'ana@example.com',
      consultantName: '<b>Carla</b>',
      threadSubject: '"><script>x</script>',
      content: '<img src=x onerror=alert(1)>',
      moreUnreadCount: 2,
      threadUrl: 'https://portal.example.test/messages?thread=1',
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.text).toContain('There are 2 more unread messages in this conversation.');
    expect(email.text).toContain(
      'Read and reply:\nhttps://portal.example.test/messages?thread=1\n',
    );
  });
});
