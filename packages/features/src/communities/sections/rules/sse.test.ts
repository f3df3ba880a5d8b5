import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse';

describe('createSseParser', () => {
  it('reads the chat stream: retry, ready, a message, a heartbeat and a deletion', () => {
    const parser = createSseParser();
    const events = parser.push(
      'retry: 3000\n\nid: 1203\nevent: ready\ndata: {}\n\n' +
        'id: 1204\nevent: message\ndata: {"id":702}\n\n: heartbeat\n\n' +
        'id: 1205\nevent: deleted\ndata: {"id":702}\n\n',
    );
    expect(events).toEqual([
      { type: 'ready', data: '{}', lastEventId: '1203' },
      { type: 'message', data: '{"id":702}', lastEventId: '1204' },
      { type: 'deleted', data: '{"id":702}', lastEventId: '1205' },
    ]);
    expect(parser.retry).toBe(3000);
    expect(parser.lastEventId).toBe('1205');
  });

  it('waits for the blank line, across chunks split anywhere', () => {
    const parser = createSseParser();
    const text = 'id: 9\nevent: message\ndata: {"content":"héllo"}\n\n';
    const events = [...text].flatMap((char) => parser.push(char));
    expect(events).toEqual([{ type: 'message', data: '{"content":"héllo"}', lastEventId: '9' }]);
  });

  it('accepts CRLF and CR line ends, a CRLF split between chunks included', () => {
    const parser = createSseParser();
    expect(parser.push('data: a\r')).toEqual([]);
    expect(parser.push('\n\r\n')).toEqual([{ type: 'message', data: 'a', lastEventId: '' }]);
    expect(parser.push('data: b\r\r')).toEqual([{ type: 'message', data: 'b', lastEventId: '' }]);
  });

  it('joins data lines, keeps the id across events and ignores comments and unknown fields', () => {
    const parser = createSseParser();
    expect(parser.push('id: 4\ndata: one\ndata:two\nfoo: bar\n: note\n\ndata: three\n\n')).toEqual([
      { type: 'message', data: 'one\ntwo', lastEventId: '4' },
      { type: 'message', data: 'three', lastEventId: '4' },
    ]);
  });

  it('dispatches nothing for an event without data, but keeps its id', () => {
    const parser = createSseParser();
    expect(parser.push('id: 12\nevent: ready\n\n')).toEqual([]);
    expect(parser.lastEventId).toBe('12');
  });

  it('ignores an invalid retry', () => {
    const parser = createSseParser();
    parser.push('retry: soon\n\n');
    expect(parser.retry).toBeNull();
  });
});
